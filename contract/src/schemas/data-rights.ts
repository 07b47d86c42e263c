import Type, { type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/field-rules.mjs';
import { Data, Nullable } from './common.ts';

/**
 * The visitor's data rights under Ley 1581 de 2012 (docs/security.md#data-rights): ask to know, update or delete
 * what is stored for an e-mail address, then confirm from that mailbox with the one-time link.
 */

export const DATA_RIGHTS_KINDS = ['conocer', 'actualizar', 'suprimir'] as const;
export type DataRightsKind = (typeof DATA_RIGHTS_KINDS)[number];
/** An update's description: what to correct and the right value. */
export const DETAILS_MIN_LENGTH = 5;
export const DETAILS_MAX_LENGTH = 2000;

export const DataRightsRequestBody = Type.Object(
  {
    email: Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN }),
    kind: Type.Union([Type.Literal('conocer'), Type.Literal('actualizar'), Type.Literal('suprimir')], {
      description: 'conocer: know what is stored; actualizar: correct it; suprimir: delete it',
    }),
    details: Type.Optional(
      Type.String({ maxLength: DETAILS_MAX_LENGTH, description: "Required for 'actualizar': what to correct" }),
    ),
  },
  { additionalProperties: false },
);
export type DataRightsRequestBody = Static<typeof DataRightsRequestBody>;

/** The same answer whether or not the address has data: it reveals nothing. */
export const DataRightsRequestAnswer = Data(Type.Object({ message: Type.String() }));

/** The link's token: 32 random bytes in base64url. */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
export const DataRightsConfirmBody = Type.Object(
  { token: Type.String({ pattern: TOKEN_PATTERN, description: 'From the e-mailed link (#token=…)' }) },
  { additionalProperties: false },
);

/** One stored datum as the visitor reads it: a Spanish label and its value. */
export const PersonalDatum = Type.Object({ label: Type.String(), value: Type.String() });
export type PersonalDatum = Static<typeof PersonalDatum>;

const Holding = Type.Object({
  date: Type.String({ description: 'When it was stored (ISO 8601)' }),
  businessLine: Nullable(Type.String({ description: 'The line of business (Planes complementarios de EPS, …)' })),
  productCode: Nullable(Type.String()),
  detail: Type.String({ description: 'What it is: a contact request, a chat, a purchase and its state' }),
  personalData: Type.Array(PersonalDatum),
});
export type Holding = Static<typeof Holding>;

const Group = Type.Object({ count: Type.Integer(), items: Type.Array(Holding) });

/** What is stored for the address ('conocer'). */
export const DataSummary = Type.Object({
  email: Type.String(),
  leads: Group,
  chats: Group,
  purchases: Group,
});
export type DataSummary = Static<typeof DataSummary>;

/** What a deletion did ('suprimir'), and what it kept and why. */
export const ErasureResult = Type.Object({
  leadsAnonymised: Type.Integer(),
  chatsDeleted: Type.Integer(),
  purchasesDeleted: Type.Integer(),
  kept: Type.Array(Type.Object({ date: Type.String(), productCode: Type.String(), reason: Type.String() }), {
    description: 'Paid purchases (and those whose payment is in process): their receipts are kept by law',
  }),
});
export type ErasureResult = Static<typeof ErasureResult>;

export const DataRightsOutcome = Type.Object({
  kind: Type.Union([Type.Literal('conocer'), Type.Literal('actualizar'), Type.Literal('suprimir')]),
  status: Type.Union([Type.Literal('atendida'), Type.Literal('pendiente')]),
  message: Type.String(),
  summary: Nullable(DataSummary),
  erasure: Nullable(ErasureResult),
});
export type DataRightsOutcome = Static<typeof DataRightsOutcome>;
export const DataRightsConfirmAnswer = Data(DataRightsOutcome);
