import Type, { type TSchema } from 'typebox';
import type { StaticCard } from '../catalogue/build-card';
import { CompareMetaData, PlanCard } from '@qs/contract';
import { toCard, type PlanWithCard, type PricedPlan } from './plan-cards';

/**
 * The compare answer's JSON written from kept pieces (docs/adr/0017-compare-index.md, "Cards serialised once").
 * Most of a card does not depend on who asks: its fields before the price and its insuranceType are written
 * once per card of a catalogue version and kept; each answer writes only the page's prices, distances, isNew,
 * eligibility and profile prices, and puts the pieces together in the order the card schema writes them. The serialisers
 * are the route's own (reply.compileSerializationSchema), so the text is what the answer's schema would write.
 */

type Field = keyof typeof PlanCard.properties;
/** The fields a call decides, in the card schema's order: price, distance and isNew sit between the static ones. */
const PER_CALL: readonly Field[] = ['price', 'distance', 'isNew'];
const fields = Object.keys(PlanCard.properties) as Field[];
const headEnd = fields.indexOf('price');
/** The card's fields before its price (id to coverages). */
const HEAD = fields.slice(0, headEnd);
const REST = fields.slice(headEnd).join();
// Putting the pieces together relies on this order: a change of the card schema must change this file too.
if (REST !== 'price,distance,isNew,insuranceType,ineligible,profilePrice')
  throw new Error(`answer-json.ts: the card schema's last fields are ${REST}`);

const part = (names: readonly Field[]) =>
  Type.Object(Object.fromEntries(names.map((name) => [name, PlanCard.properties[name]])) as Record<string, TSchema>);
/** The schemas of the pieces; each serialises to an object whose inside is the piece. */
export const ANSWER_PARTS = {
  head: part(HEAD),
  perCall: part(PER_CALL),
  insuranceType: part(['insuranceType']),
  ineligible: part(['ineligible']),
  profilePrice: part(['profilePrice']),
  metaData: Type.Object({ metaData: CompareMetaData }),
} as const;

type Serialize = (data: Record<string, unknown>) => string;
export type AnswerSerializers = Record<keyof typeof ANSWER_PARTS, Serialize>;

/** The serialisers of the pieces, compiled by `compile` (a route's reply.compileSerializationSchema, which keeps them). */
export const answerSerializers = (compile: (schema: TSchema) => Serialize): AnswerSerializers => ({
  head: compile(ANSWER_PARTS.head),
  perCall: compile(ANSWER_PARTS.perCall),
  insuranceType: compile(ANSWER_PARTS.insuranceType),
  ineligible: compile(ANSWER_PARTS.ineligible),
  profilePrice: compile(ANSWER_PARTS.profilePrice),
  metaData: compile(ANSWER_PARTS.metaData),
});

/** Only the named fields, in that order: a serialiser without a schema (JSON.stringify) writes every field it is given. */
const pick = (card: Record<string, unknown>, names: readonly Field[]) =>
  Object.fromEntries(names.flatMap((name) => (name in card ? [[name, card[name]]] : [])));
/** The inside of a serialised object: `{"a":1}` → `"a":1`. */
const inside = (json: string) => json.slice(1, -1);

interface StaticPieces {
  head: string;
  insuranceType: string;
}

/**
 * The static pieces of each card, by the serialiser that wrote them (a route's; a test app may serialise without
 * schemas) and the card. The cards are the catalogue cache's (cachedByPlan): a reseed drops them, and their pieces with them.
 */
const kept = new WeakMap<Serialize, WeakMap<StaticCard, StaticPieces>>();

const staticPieces = (serializers: AnswerSerializers, plan: PricedPlan, card: StaticCard): StaticPieces => {
  let byCard = kept.get(serializers.head);
  if (!byCard) {
    byCard = new WeakMap();
    kept.set(serializers.head, byCard);
  }
  let pieces = byCard.get(card);
  if (!pieces) {
    // The card as answered (toCard adds what is decided at answer time but is the same for every call).
    const whole = toCard(plan, card) as unknown as Record<string, unknown>;
    pieces = {
      head: inside(serializers.head(pick(whole, HEAD))),
      insuranceType: inside(serializers.insuranceType(pick(whole, ['insuranceType']))),
    };
    byCard.set(card, pieces);
  }
  return pieces;
};

/** One card's JSON, as the card schema writes toCard(plan, card). */
export const cardJson = (serializers: AnswerSerializers, plan: PricedPlan, card: StaticCard): string => {
  const { head, insuranceType } = staticPieces(serializers, plan, card);
  // toCard's per-call fields.
  const perCall = inside(serializers.perCall({ price: plan.price, distance: plan.distance, isNew: plan.isNew }));
  const ineligible = plan.ineligible ? `,${inside(serializers.ineligible({ ineligible: plan.ineligible }))}` : '';
  const profilePrice = plan.profilePrice
    ? `,${inside(serializers.profilePrice({ profilePrice: plan.profilePrice }))}`
    : '';
  return `{${head},${perCall},${insuranceType}${ineligible}${profilePrice}}`;
};

/** The compare answer's JSON: its page of cards and its metaData, as the CompareAnswer schema writes them. */
export const answerJson = (
  serializers: AnswerSerializers,
  cards: readonly PlanWithCard[],
  metaData: CompareMetaData,
): string =>
  `{"data":[${cards.map(({ plan, card }) => cardJson(serializers, plan, card)).join(',')}],${inside(serializers.metaData({ metaData }))}}`;
