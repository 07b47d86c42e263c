import { createAgent, markSeen, PRESENCE_MS } from '../../chat/agents';
import { call, createTestApp, FIXED_NOW, type TestApp } from '../../test-support/test-app';
import { isWithinSupportHours } from './support-hours';

describe('platform calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/qp-version and /api/health', async () => {
    const version = await call(t.app, { method: 'GET', url: '/api/qp-version?_q=1' });
    expect(version.body.data).toEqual({
      name: '@qs/api',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      catalogueVersion: expect.any(String),
    });
    const health = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(health.body.data).toMatchObject({ status: 'ok', plans: 125, documents: { total: expect.any(Number) } });
  });

  it('chat is available in support hours, never for a partner without chat', async () => {
    expect(isWithinSupportHours(FIXED_NOW)).toBe(true);
    expect(isWithinSupportHours(new Date('2026-03-07T16:00:00.000Z'))).toBe(false);
    expect(isWithinSupportHours(new Date('2026-03-04T23:45:00.000Z'))).toBe(false);
    expect((await call(t.app, { method: 'GET', url: '/api/chat/available' })).body.data).toEqual({
      active: true,
      hours: 'Lunes a viernes de 9:00 a 18:30',
      agentsOnline: false,
    });
    const partner = await call(t.app, {
      method: 'GET',
      url: '/api/chat/available',
      headers: { 'x-forwarded-host': 'aliado.localhost:3000' },
    });
    expect(partner.body.data.active).toBe(false);
  });

  it('says whether an agent has the chat inbox open (seen within two presence beats)', async () => {
    const agent = await createAgent(
      t.db,
      { email: 'presencia@queplan.co', name: 'Pía Presencia', password: 'clave larga de pia 1' },
      Date.now(),
    );
    const online = async () =>
      (await call(t.app, { method: 'GET', url: '/api/chat/available' })).body.data.agentsOnline;
    expect(await online()).toBe(false);
    await markSeen(t.db, agent.id, Date.now());
    expect(await online()).toBe(true);
    await markSeen(t.db, agent.id, Date.now() - 2 * PRESENCE_MS - 1000);
    expect(await online()).toBe(false);
  });

  it('records client error reports (202) and refuses malformed ones', async () => {
    const report = {
      kind: 'not-found',
      message: 'Ruta no encontrada: directa',
      status: 404,
      url: 'http://localhost:3000/xyz',
      country: 'CO',
    };
    const { status, body } = await call(t.app, { method: 'POST', url: '/api/client-errors', payload: report });
    expect(status).toBe(202);
    expect(body.data.id).toEqual(expect.any(Number));
    expect(
      (await call(t.app, { method: 'POST', url: '/api/client-errors', payload: { ...report, kind: 'hack' } })).status,
    ).toBe(400);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/client-errors',
          payload: { ...report, message: 'x'.repeat(5000) },
        })
      ).status,
    ).toBe(400);
  });

  it('shares site links: same content, same link; lookup behind /url/{link}; foreign URLs refused', async () => {
    const payload = { url: '/Comparar/EPS', decodedProfile: { cotizante: [{ edad: 30, sexo: 'Femenino' }] } };
    const created = await call(t.app, { method: 'POST', url: '/api/buscarplanes/sharedinsurance', payload });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      link: expect.stringMatching(/^[A-Za-z0-9]{8}$/),
      path: `/url/${created.body.data.link}`,
    });
    const again = await call(t.app, { method: 'POST', url: '/api/buscarplanes/sharedinsurance', payload });
    expect(again.status).toBe(200);
    expect(again.body.data.link).toBe(created.body.data.link);
    const lookup = await call(t.app, {
      method: 'GET',
      url: `/api/buscarplanes/sharedinsurance/${created.body.data.link}`,
    });
    expect(lookup.body.data).toMatchObject({
      url: '/Comparar/EPS',
      decodedProfile: payload.decodedProfile,
      createdAt: expect.any(String),
    });
    expect((await call(t.app, { method: 'GET', url: '/api/buscarplanes/sharedinsurance/zzzzzzzz' })).status).toBe(404);
    const tricks = [
      'https://evil.example/Comparar',
      '//evil.example/x',
      'javascript:alert(1)',
      '/\\evil.example',
      '/Comparar\\..\\x',
      '/\t/evil.example',
      '/Comparar/EPS\n',
      '/\u0000x',
      '/%2F%2Fevil.example',
      '/%2Fevil.example',
      '/%5Cevil.example',
      '/%255C%255Cevil.example',
      '/%09/evil.example',
      '/Comparar/%E0%A4%A',
      'http://localhost:3000/%2F%2Fevil.example',
      'http://localhost:3000\\@evil.example/',
      'http://user@localhost:3000/Comparar',
      'Comparar/EPS',
    ];
    for (const url of tricks) {
      const refused = await call(t.app, { method: 'POST', url: '/api/buscarplanes/sharedinsurance', payload: { url } });
      expect(refused.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Solo se pueden compartir direcciones de este sitio',
      });
    }
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/buscarplanes/sharedinsurance',
          payload: { url: 'http://aliado.localhost:3000/Comparar/EPS' },
        })
      ).status,
    ).toBe(201);
    const view = await call(t.app, {
      method: 'POST',
      url: '/api/buscarplanes/sharedinsurance',
      payload: { url: '/Comparar/EPS?orden=lowerPrice&pagina=2', decodedProfile: null },
    });
    expect(view.status).toBe(201);
    const stored = await call(t.app, {
      method: 'GET',
      url: `/api/buscarplanes/sharedinsurance/${view.body.data.link}`,
    });
    expect(stored.body.data).toMatchObject({ url: '/Comparar/EPS?orden=lowerPrice&pagina=2', decodedProfile: null });
    for (const url of [
      '/Comparar/EPS?qppayment=Compra-Online%2FEPS101-ORO',
      '/Comparar/P%C3%B3lizas',
      'http://localhost:3000/Comparar/EPS?pagina=2#lista',
    ]) {
      expect([
        url,
        (await call(t.app, { method: 'POST', url: '/api/buscarplanes/sharedinsurance', payload: { url } })).status,
      ]).toEqual([url, 201]);
    }
  });
});
