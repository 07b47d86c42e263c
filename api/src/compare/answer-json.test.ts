import fastJsonStringify from 'fast-json-stringify';
import { CompareAnswer } from '@qs/contract';
import type { ProfileInput, ProfileMember } from '../pricing/persons';
import { randomSource } from '../test-support/random-source';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { answerJson, answerSerializers } from './answer-json';
import { compare } from '../test-support/compare-answer';
import { comparePage } from './compare-service';
import { normalizeCompare } from './compare-request';

/**
 * The compare answer is written from each card's kept pieces (answer-json.ts): its text must be exactly what the
 * CompareAnswer schema writes (what Fastify's serialiser wrote before), for cards with and without a profile
 * price, company and pet plans, every order and page.
 */
const URL = '/api/insurance/compare/metadata';
const bySchema = fastJsonStringify(CompareAnswer as unknown as Parameters<typeof fastJsonStringify>[0]);
const serializers = answerSerializers(
  (schema) =>
    fastJsonStringify(schema as unknown as Parameters<typeof fastJsonStringify>[0]) as (
      data: Record<string, unknown>,
    ) => string,
);

describe('the compare answer written from kept pieces', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const r = randomSource(20261130);
  const member = (): ProfileMember => ({
    edad: r.int(0, 80),
    sexo: r.pick(['Femenino', 'Masculino']),
    ...(r.next() < 0.2 ? { maternidad: true } : {}),
  });
  const profile = (): ProfileInput => ({
    cotizante: Array.from({ length: r.int(0, 2) }, member),
    cargas: Array.from({ length: r.int(0, 3) }, member),
    ...(r.next() < 0.2 ? { mascota: [{ especie: r.pick(['Perro', 'Gato']), edad: r.int(0, 15) }] } : {}),
    ...(r.next() < 0.3 ? { colectivo: { cantidadempleados: r.pick(['', '12', 40]) } } : {}),
  });
  const randomCall = () => ({
    organizationTypes: [
      r.pick(['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS']),
      ...r.some(['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS'], 0.4),
    ],
    order: r.pick(['lowerPrice', 'higherPrice', 'POPULAR', 'DISTANCE']),
    page: r.int(1, 3),
    take: r.int(1, 40),
    ...(r.next() < 0.8 ? { profile: profile() } : {}),
  });

  it('gives, for random calls, the text the answer schema writes', async () => {
    let withProfilePrice = 0;
    let without = 0;
    for (let n = 0; n < 120; n += 1) {
      const body = randomCall();
      const answer = await t.app.inject({ method: 'POST', url: URL, payload: body });
      expect(answer.statusCode).toBe(200);
      const context = JSON.stringify(body);
      expect({ context, text: answer.body }).toEqual({ context, text: bySchema(answer.json()) });
      for (const card of answer.json().data as { profilePrice?: unknown }[]) {
        if (card.profilePrice) withProfilePrice += 1;
        else without += 1;
      }
    }
    // Both kinds of card were written.
    expect(withProfilePrice).toBeGreaterThan(100);
    expect(without).toBeGreaterThan(100);
  });

  it('writes what compare answers, as the schema writes it', async () => {
    for (let n = 0; n < 40; n += 1) {
      const call = normalizeCompare(
        { ...randomCall(), uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` },
        null,
      );
      const now = new Date('2026-11-29T12:00:00Z');
      const { cards, metaData } = await comparePage(t.db, call, { now });
      expect(answerJson(serializers, cards, metaData)).toBe(bySchema(await compare(t.db, call, { now })));
      // The second time from the kept pieces.
      expect(answerJson(serializers, cards, metaData)).toBe(bySchema(await compare(t.db, call, { now })));
    }
  });
});
