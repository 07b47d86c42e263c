import { call, createTestApp, FIXED_NOW, type TestApp } from '../../test-support/test-app';

const minutes = (n: number) => new Date(FIXED_NOW.getTime() + n * 60_000).toISOString();

const event = (overrides: Record<string, unknown> = {}) => ({
  name: 'page_view',
  category: 'analytics',
  clientId: 'cliente-0001',
  at: minutes(-1),
  page: '/Comparar/EPS?utm_source=google',
  ...overrides,
});

const BAD_REQUEST = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });

describe('POST /api/events (first-party analytics)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (payload: unknown, remoteAddress = '198.51.100.70', headers: Record<string, string> = {}) =>
    call(t.app, { method: 'POST', url: '/api/events', payload: payload as object, remoteAddress, headers });
  const storedFor = (clientId: string) =>
    t.sql.rows('SELECT * FROM analytics_events WHERE client_id = ? ORDER BY id', clientId);

  it('stores a valid batch, one row per event, with its parameters in columns and as JSON', async () => {
    const purchase = {
      comparator: 'EPS',
      value: 185000,
      currency: 'COP',
      transaction_id: 'T-100',
      lead_id: '42',
      item_id: 'EPS101-ORO',
      item_name: 'Plan Oro',
      item_category: 'EPS',
      items: [{ item_id: 'EPS101-ORO', item_name: 'Plan Oro' }],
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'eps-marzo',
      utm_term: 'plan complementario',
      utm_content: 'anuncio-1',
      gclid: 'Cj0KCQ-abc',
    };
    const answer = await send({
      events: [
        event({ clientId: 'lote-valido-1' }),
        event({
          clientId: 'lote-valido-1',
          name: 'purchase',
          category: 'advertising',
          at: '2026-03-04T13:58:30-05:00',
          page: '/Compra-Online/gracias?x=1',
          params: purchase,
        }),
      ],
    });
    expect([answer.status, answer.body]).toEqual([202, { accepted: 2, dropped: 0 }]);
    const rows = await storedFor('lote-valido-1');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      received_at: FIXED_NOW.toISOString(),
      occurred_at: minutes(-1),
      name: 'page_view',
      category: 'analytics',
      page: '/Comparar/EPS?utm_source=google',
      utm_source: null,
      comparator: null,
      value: null,
      params: '{}',
    });
    expect(rows[1]).toMatchObject({
      received_at: FIXED_NOW.toISOString(),
      occurred_at: '2026-03-04T18:58:30.000Z',
      client_id: 'lote-valido-1',
      name: 'purchase',
      category: 'advertising',
      page: '/Compra-Online/gracias?x=1',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'eps-marzo',
      utm_term: 'plan complementario',
      utm_content: 'anuncio-1',
      gclid: 'Cj0KCQ-abc',
      comparator: 'EPS',
      value: 185000,
      currency: 'COP',
      transaction_id: 'T-100',
      lead_id: '42',
      item_id: 'EPS101-ORO',
    });
    expect(JSON.parse(rows[1]!.params as string)).toEqual(purchase);
  });

  it("takes a beacon's text/plain body (navigator.sendBeacon with a string) with the same validation", async () => {
    const beacon = (payload: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/events',
        payload,
        remoteAddress: '198.51.100.71',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
    const accepted = await beacon(JSON.stringify({ events: [event({ clientId: 'baliza-0001' })] }));
    expect([accepted.status, accepted.body]).toEqual([202, { accepted: 1, dropped: 0 }]);
    expect(await storedFor('baliza-0001')).toHaveLength(1);
    const invalid = await beacon(JSON.stringify({ events: [event({ clientId: 'corto' })] }));
    expect([invalid.status, invalid.body]).toEqual([400, BAD_REQUEST('events[0].clientId tiene un formato inválido')]);
    expect((await beacon('no es JSON')).body).toEqual(BAD_REQUEST('JSON inválido'));
    expect((await beacon(`{"events":${'['.repeat(40)}${']'.repeat(40)}}`)).status).toBe(400);
    // Other routes still read text/plain as text, which their schemas refuse.
    const contact = await call(t.app, {
      method: 'POST',
      url: '/api/client-errors',
      payload: JSON.stringify({ kind: 'api', message: 'falló' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(contact.status).toBe(400);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'name',
      { name: 'sign_up' },
      'events[0].name debe ser uno de: page_view, view_item, add_to_compare, generate_lead, purchase, testAB_modal_test_variation, testAB_modal_test_control',
    ],
    ['category', { category: 'marketing' }, 'events[0].category debe ser uno de: analytics, advertising'],
    ['clientId too short', { clientId: 'abc1234' }, 'events[0].clientId tiene un formato inválido'],
    ['clientId too long', { clientId: 'a'.repeat(65) }, 'events[0].clientId tiene un formato inválido'],
    ['clientId characters', { clientId: 'cliente_0001' }, 'events[0].clientId tiene un formato inválido'],
    ['at', { at: 'ayer' }, 'events[0].at tiene un formato inválido'],
    ['at without a zone', { at: '2026-03-04T18:59:00' }, 'events[0].at tiene un formato inválido'],
    ['page without /', { page: 'https://evil.example/' }, 'events[0].page tiene un formato inválido'],
    ['page too long', { page: `/${'a'.repeat(2048)}` }, 'events[0].page debe tener como máximo 2048 caracteres'],
    ['page with a control character', { page: '/Comparar/EPS\u0007' }, 'events[0].page tiene un formato inválido'],
    ['page with a bidi override', { page: '/Comparar/\u202EEPS' }, 'events[0].page tiene un formato inválido'],
    ['page with a zero-width space', { page: '/Comparar/EPS?q=\u200B' }, 'events[0].page tiene un formato inválido'],
    ['params not an object', { params: 'x' }, 'events[0].params debe ser un objeto'],
    ['value negative', { params: { value: -1 } }, 'events[0].params.value debe ser mayor o igual a 0'],
    ['value not a number', { params: { value: 'mucho' } }, 'events[0].params.value debe ser un número'],
    ['currency', { params: { currency: 'USD' } }, 'events[0].params.currency debe ser uno de: COP'],
    [
      'item_id',
      { params: { item_id: 'x'.repeat(65) } },
      'events[0].params.item_id debe tener como máximo 64 caracteres',
    ],
    [
      'item_name',
      { params: { item_name: 'x'.repeat(201) } },
      'events[0].params.item_name debe tener como máximo 200 caracteres',
    ],
    [
      'item_category',
      { params: { item_category: 'x'.repeat(101) } },
      'events[0].params.item_category debe tener como máximo 100 caracteres',
    ],
    [
      'comparator',
      { params: { comparator: 'x'.repeat(65) } },
      'events[0].params.comparator debe tener como máximo 64 caracteres',
    ],
    [
      'transaction_id',
      { params: { transaction_id: 'x'.repeat(65) } },
      'events[0].params.transaction_id debe tener como máximo 64 caracteres',
    ],
    [
      'lead_id',
      { params: { lead_id: 'x'.repeat(65) } },
      'events[0].params.lead_id debe tener como máximo 64 caracteres',
    ],
    ['items', { params: { items: [{}, {}, {}, {}] } }, 'events[0].params.items admite como máximo 3 elementos'],
    [
      'items[].item_name',
      { params: { items: [{ item_name: 'x'.repeat(201) }] } },
      'events[0].params.items[0].item_name debe tener como máximo 200 caracteres',
    ],
    ...['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'].map(
      (field) =>
        [
          field,
          { params: { [field]: 'x'.repeat(201) } },
          `events[0].params.${field} debe tener como máximo 200 caracteres`,
        ] as [string, Record<string, unknown>, string],
    ),
    ['a missing field', { page: undefined }, 'events[0].page es requerido'],
  ])('refuses an invalid %s with 400 and a Spanish message, storing nothing', async (_field, change, message) => {
    const clientId = 'invalido-0001';
    const answer = await send({
      events: [event({ ...change, clientId: (change as { clientId?: string }).clientId ?? clientId })],
    });
    expect([answer.status, answer.body]).toEqual([400, BAD_REQUEST(message)]);
    expect(await storedFor(clientId)).toEqual([]);
  });

  it('refuses an empty batch, 21 events, a body without events and an unknown name in a valid batch', async () => {
    expect((await send({ events: [] })).body).toEqual(BAD_REQUEST('events debe tener al menos 1 elementos'));
    const many = Array.from({ length: 21 }, () => event({ clientId: 'muchos-0001' }));
    expect((await send({ events: many })).body).toEqual(BAD_REQUEST('events admite como máximo 20 elementos'));
    expect((await send({ eventos: [event()] })).body).toEqual(BAD_REQUEST('events es requerido'));
    const unknown = await send({
      events: [event({ clientId: 'muchos-0001' }), event({ name: 'login', clientId: 'muchos-0001' })],
    });
    expect([unknown.status, unknown.body.message]).toEqual([
      400,
      expect.stringMatching(/^events\[1\]\.name debe ser uno de: /),
    ]);
    expect(await storedFor('muchos-0001')).toEqual([]);
  });

  it('refuses a body over 32 KB with 413, as JSON and as a beacon', async () => {
    const big = { events: [event({ page: `/${'a'.repeat(2000)}` })], relleno: 'x'.repeat(33 * 1024) };
    const tooLarge = {
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'El cuerpo de la solicitud supera el límite de 32 KB',
    };
    expect((await send(big)).body).toEqual(tooLarge);
    const beacon = await call(t.app, {
      method: 'POST',
      url: '/api/events',
      payload: JSON.stringify(big),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect([beacon.status, beacon.body]).toEqual([413, tooLarge]);
    // 20 events with long pages and every parameter fit.
    const full = Array.from({ length: 20 }, (_, i) =>
      event({
        clientId: 'lleno-0001',
        page: `/${'p'.repeat(900)}?i=${i}`,
        params: { item_name: 'n'.repeat(200), utm_campaign: 'c'.repeat(200) },
      }),
    );
    expect((await send({ events: full }, '198.51.100.79')).body).toEqual({ accepted: 20, dropped: 0 });
  });

  it('drops events dated over 24 h before or over 5 min after the server by the client clock, and counts them', async () => {
    const answer = await send({
      events: [
        event({ clientId: 'reloj-0001', at: minutes(-24 * 60 - 1) }),
        event({ clientId: 'reloj-0001', at: minutes(-24 * 60 + 1), page: '/ayer' }),
        event({ clientId: 'reloj-0001', at: minutes(4), page: '/pronto' }),
        event({ clientId: 'reloj-0001', at: minutes(6) }),
        event({ clientId: 'reloj-0001', at: '2020-01-01T00:00:00Z' }),
      ],
    });
    expect([answer.status, answer.body]).toEqual([202, { accepted: 2, dropped: 3 }]);
    expect((await storedFor('reloj-0001')).map((row) => row.page)).toEqual(['/ayer', '/pronto']);
    const allOld = await send({ events: [event({ clientId: 'reloj-0002', at: minutes(-2 * 24 * 60) })] });
    expect([allOld.status, allOld.body]).toEqual([202, { accepted: 0, dropped: 1 }]);
  });

  it('gives each client 300 events per 10 minutes: then 429 with Retry-After, while another client is still accepted', async () => {
    const batch = (clientId: string) => ({ events: Array.from({ length: 20 }, () => event({ clientId })) });
    // Behind the host's proxy (trusted here, as npm start trusts it) the client is the forwarded address.
    const viaProxy = (client: string) => ({ 'x-forwarded-for': client });
    for (let i = 0; i < 15; i += 1)
      expect((await send(batch('presupuesto-1'), '127.0.0.1', viaProxy('203.0.113.80'))).status).toBe(202);
    const refused = await send(batch('presupuesto-1'), '127.0.0.1', viaProxy('203.0.113.80'));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Demasiadas solicitudes. Intenta nuevamente en 600 segundos.',
    });
    expect(refused.headers['retry-after']).toBe('600');
    const single = await send(
      { events: [event({ clientId: 'presupuesto-1' })] },
      '127.0.0.1',
      viaProxy('203.0.113.80'),
    );
    expect(single.status).toBe(429);
    expect(await storedFor('presupuesto-1')).toHaveLength(300);
    const other = await send(batch('presupuesto-2'), '127.0.0.1', viaProxy('203.0.113.81'));
    expect([other.status, other.body]).toEqual([202, { accepted: 20, dropped: 0 }]);
    // A forged header from an untrusted peer changes nothing: the peer is the client.
    const forged = await send(batch('presupuesto-3'), '203.0.113.80', viaProxy('203.0.113.99'));
    expect(forged.status).toBe(429);
  });
});
