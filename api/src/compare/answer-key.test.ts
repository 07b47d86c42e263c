import { gunzipSync, zstdDecompressSync } from 'node:zlib';
import type { ProfileInput, ProfileMember, ProfilePet } from '../pricing/persons';
import { memberSegment, petSegment } from '../pricing/persons';
import { randomSource } from '../test-support/random-source';
import { createTestApp, type TestApp } from '../test-support/test-app';
import fastJsonStringify from 'fast-json-stringify';
import type { LightMyRequestResponse } from 'fastify';
import { answerJson, answerSerializers } from './answer-json';
import { answerKey } from './answer-key';
import { compareIndex, type CompareIndex } from './compare-index';
import { normalizeCompare, type RawCompare } from './compare-request';
import { comparePage } from './compare-service';

/**
 * The answer cache keys a profile by its ages' price classes (answer-key.ts): two calls with the same key must get
 * the same answer, character for character, and an age priced from another row must not share one.
 */
const URL = '/api/insurance/compare/metadata';
const UUID = '00000000-0000-4000-8000-000000000001';
const serializers = answerSerializers(
  (schema) =>
    fastJsonStringify(schema as unknown as Parameters<typeof fastJsonStringify>[0]) as (
      data: Record<string, unknown>,
    ) => string,
);
const NOW = new Date('2026-11-29T12:00:00Z');

describe('the compare answer keyed by price classes', () => {
  let t: TestApp;
  let index: CompareIndex;
  beforeAll(async () => {
    t = await createTestApp();
    index = await compareIndex(t.db);
  });
  afterAll(() => t.close());

  const r = randomSource(20261129);
  const member = (): ProfileMember => ({
    edad: r.int(0, 80),
    sexo: r.pick(['Femenino', 'Masculino']),
    ...(r.next() < 0.2 ? { maternidad: true } : {}),
  });
  const pet = (): ProfilePet => ({ especie: r.pick(['Perro', 'Gato']), edad: r.int(0, 15) });
  const profile = (): ProfileInput => ({
    cotizante: Array.from({ length: r.int(1, 2) }, member),
    cargas: Array.from({ length: r.int(0, 3) }, member),
    ...(r.next() < 0.3 ? { mascota: Array.from({ length: r.int(1, 2) }, pet) } : {}),
    ...(r.next() < 0.3 ? { colectivo: { cantidadempleados: r.pick(['', '12', 40]) } } : {}),
  });
  const randomCall = (): RawCompare => ({
    organizationTypes: [
      r.pick(['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS']),
      ...r.some(['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS'], 0.4),
    ],
    order: r.pick(['lowerPrice', 'higherPrice', 'POPULAR', 'DISTANCE']),
    page: r.int(1, 2),
    take: r.int(5, 40),
    profile: profile(),
  });

  /** Every age from 0 to 99 of the segment priced as `age` is (its class), or in another class (`same` false). */
  const agesLike = (segment: string, age: number, same: boolean) => {
    const token = index.prices.priceClass(segment, age);
    return Array.from({ length: 100 }, (_, other) => other).filter(
      (other) => other !== age && (index.prices.priceClass(segment, other) === token) === same,
    );
  };
  /** The profile with each age moved to another of its class (`same`), or one age moved out of its class. */
  const moved = (given: ProfileInput, same: boolean): { profile: ProfileInput; changed: number } => {
    let changed = 0;
    const move = <T extends { edad?: number | null }>(person: T, segment: string): T => {
      if (typeof person.edad !== 'number' || (!same && changed > 0)) return person;
      const choices = agesLike(segment, person.edad, same);
      if (choices.length === 0) return person;
      changed += 1;
      return { ...person, edad: r.pick(choices) };
    };
    return {
      profile: {
        ...given,
        cotizante: given.cotizante?.map((person) => move(person, memberSegment(person))),
        cargas: given.cargas?.map((person) => move(person, memberSegment(person))),
        ...(given.mascota ? { mascota: given.mascota.map((animal) => move(animal, petSegment(animal))) } : {}),
      },
      changed,
    };
  };
  const answerOf = async (raw: RawCompare) => {
    const call = normalizeCompare({ ...raw, uuid: UUID }, null);
    const { cards, metaData } = await comparePage(t.db, call, { now: NOW, index });
    return { key: answerKey(index, [], call), text: answerJson(serializers, cards, metaData) };
  };

  it('gives two families whose ages fall in the same rows of every table the same key and the same answer', async () => {
    let movedAges = 0;
    for (let n = 0; n < 80; n += 1) {
      const raw = randomCall();
      const other = moved(raw.profile as ProfileInput, true);
      movedAges += other.changed;
      const [first, second] = await Promise.all([answerOf(raw), answerOf({ ...raw, profile: other.profile })]);
      const context = JSON.stringify([raw.profile, other.profile]);
      expect({ context, key: second.key }).toEqual({ context, key: first.key });
      expect({ context, text: second.text }).toEqual({ context, text: first.text });
    }
    // Ages really moved (the fixtures' tables have bands of several years).
    expect(movedAges).toBeGreaterThan(150);
  });

  it('keys an age priced from another row apart, and such a family is priced otherwise', async () => {
    let pricedOtherwise = 0;
    for (let n = 0; n < 60; n += 1) {
      const raw = randomCall();
      const other = moved(raw.profile as ProfileInput, false);
      if (other.changed === 0) continue;
      const [first, second] = await Promise.all([answerOf(raw), answerOf({ ...raw, profile: other.profile })]);
      expect(second.key).not.toBe(first.key);
      if (second.text !== first.text) pricedOtherwise += 1;
    }
    // The key is not looser than the answers: most such moves change a price or a band on the page.
    expect(pricedOtherwise).toBeGreaterThan(20);
  });

  it('keeps the ages of the family in their places: two holders swapped are another call', () => {
    const call = (ages: [number, number]) =>
      normalizeCompare(
        {
          organizationTypes: ['EPS'],
          profile: {
            cotizante: [
              { edad: ages[0], sexo: 'Femenino' },
              { edad: ages[1], sexo: 'Masculino' },
            ],
          },
        },
        null,
      );
    const young = agesLike('Femenino', 30, false).find((age) => age < 20) ?? 5;
    expect(answerKey(index, [], call([30, young]))).not.toBe(answerKey(index, [], call([young, 30])));
    expect(answerKey(index, [], call([30, 40]))).not.toBe(answerKey(index, [1], call([30, 40])));
  });

  it('gives a third family of the same bands the answer kept for the second, to a browser as gzip', async () => {
    const family = (holder: number, child: number) => ({
      organizationTypes: ['MEDICINA PREPAGADA', 'ASEG'],
      order: 'lowerPrice',
      take: 20,
      profile: { cotizante: [{ edad: holder, sexo: 'Femenino' }], cargas: [{ edad: child, sexo: 'Masculino' }] },
    });
    const holders = [42, ...agesLike('Femenino', 42, true)];
    const children = [6, ...agesLike('Masculino', 6, true)];
    expect(holders.length).toBeGreaterThanOrEqual(3);
    const headers = { 'accept-encoding': 'gzip, zstd' };
    const sent: LightMyRequestResponse[] = [];
    for (let n = 0; n < 3; n += 1)
      sent.push(
        await t.app.inject({
          method: 'POST',
          url: URL,
          headers,
          payload: family(holders[n] as number, children[n % children.length] as number),
        }),
      );
    // The first two are priced (the second is kept: its call came before), the third is the kept answer.
    expect(sent.map((answer) => answer.headers['content-encoding'])).toEqual(['zstd', 'zstd', 'gzip']);
    const decoded = (answer: LightMyRequestResponse) =>
      answer.headers['content-encoding'] === 'gzip'
        ? gunzipSync(answer.rawPayload)
        : zstdDecompressSync(answer.rawPayload);
    const [, second, third] = sent.map(
      (answer) => JSON.parse(decoded(answer).toString('utf8')) as { data: unknown[]; metaData: { uuid: string } },
    );
    expect(third?.metaData.uuid).not.toBe(second?.metaData.uuid);
    expect(third?.data).toEqual(second?.data);
    // A child priced from another row is not given it.
    const elsewhere = agesLike('Masculino', 6, false)[0] as number;
    const apart = await t.app.inject({
      method: 'POST',
      url: URL,
      headers,
      payload: family(holders[0] as number, elsewhere),
    });
    expect(apart.headers['content-encoding']).toBe('zstd');
  });
});
