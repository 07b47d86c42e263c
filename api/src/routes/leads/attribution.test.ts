import { call, createTestApp, type TestApp } from '../../test-support/test-app';
import { AUTHORISED } from '../../test-support/authorisation';

const contact = {
  tipo: 1,
  first_name: 'Ana Gómez',
  telefono: '300 123 4567',
  email: 'ana.atribucion@example.com',
  ...AUTHORISED,
};
const arrival = (i: number) => ({
  url: `https://quieroseguro.co/EPS?utm_source=google&n=${i}`,
  referrer: 'https://www.google.com/',
  date: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  infoGA: { urlParams: { utm_source: 'google' } },
});
const storedFields = async (t: TestApp, id: number) =>
  JSON.parse(await t.sql.value<string>('SELECT fields FROM leads WHERE id = ?', id));

describe('leadAttributionInfo (docs/product/api.md#lead-attribution: history of at most 100 arrivals)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/contactos', '/api/solicitarplans'])('stores the history with the lead of %s', async (url) => {
    const payload = url === '/api/contactos' ? contact : { ...contact, productCode: 'EPS101-ORO' };
    const history = Array.from({ length: 100 }, (_, i) => arrival(i));
    const { status, body } = await call(t.app, {
      method: 'POST',
      url,
      payload: { ...payload, leadAttributionInfo: history },
    });
    expect(status).toBe(201);
    expect((await storedFields(t, body.data.id)).leadAttributionInfo).toEqual(history);
  });

  it.each([
    [
      'more than 100 entries',
      Array.from({ length: 101 }, (_, i) => arrival(i)),
      'leadAttributionInfo admite como máximo 100 elementos',
    ],
    [
      'a long address',
      [{ ...arrival(1), url: `https://quieroseguro.co/${'x'.repeat(2000)}` }],
      'leadAttributionInfo[0].url debe tener como máximo 2000 caracteres',
    ],
    [
      'a long referrer',
      [{ ...arrival(1), referrer: 'r'.repeat(2001) }],
      'leadAttributionInfo[0].referrer debe tener como máximo 2000 caracteres',
    ],
    [
      'a long parameter',
      [{ ...arrival(1), infoGA: { urlParams: { utm_term: 'x'.repeat(501) } } }],
      'leadAttributionInfo[0].infoGA.urlParams.utm_term debe tener como máximo 500 caracteres',
    ],
    [
      'too many parameters',
      [
        {
          ...arrival(1),
          infoGA: { urlParams: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`utm_${i}`, 'x'])) },
        },
      ],
      'leadAttributionInfo[0].infoGA.urlParams admite como máximo 20 campos',
    ],
    ['an entry without date', [{ url: 'https://quieroseguro.co/' }], 'leadAttributionInfo[0].date es requerido'],
    // Ajv never wraps a value into a list (app.ts's AJV_OPTIONS), so the message names the field itself.
    ['a list that is not one', 'google', 'leadAttributionInfo debe ser una lista'],
    ['a list that is not one (an object)', arrival(1), 'leadAttributionInfo debe ser una lista'],
  ])('refuses %s with 400 and a Spanish message, storing nothing', async (_case, leadAttributionInfo, message) => {
    const before = await t.sql.value('SELECT COUNT(*) FROM leads');
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...contact, leadAttributionInfo },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(await t.sql.value('SELECT COUNT(*) FROM leads')).toBe(before);
  });

  it('drops fields the history does not define', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...contact, leadAttributionInfo: [{ ...arrival(2), cookie: 'secret' }] },
    });
    expect(status).toBe(201);
    expect((await storedFields(t, body.data.id)).leadAttributionInfo).toEqual([arrival(2)]);
  });
});
