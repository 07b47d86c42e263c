import { call, createTestApp } from '../../test-support/test-app';
import { AUTHORISED } from '../../test-support/authorisation';

describe('GET /api/admin/leads', () => {
  it('does not exist without QS_ADMIN_TOKEN', async () => {
    const t = await createTestApp({ adminToken: null });
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: '/api/admin/leads',
      headers: { authorization: 'Bearer ' },
    });
    expect(status).toBe(404);
    expect(body.statusCode).toBe(404);
    await t.close();
  });

  it('requires the bearer token and pages with afterId', async () => {
    const t = await createTestApp({ adminToken: 'secret-token-123' });
    for (const tipo of [1, 2, 3]) {
      await call(t.app, {
        method: 'POST',
        url: '/api/contactos',
        payload: { tipo, first_name: 'Ana Ruiz', telefono: '3001112233', email: 'ana@example.com', ...AUTHORISED },
      });
    }
    for (const authorization of [undefined, 'Bearer wrong', 'secret-token-123', 'Bearer secret-token-1234']) {
      const denied = await call(t.app, {
        method: 'GET',
        url: '/api/admin/leads',
        headers: authorization ? { authorization } : {},
      });
      expect(denied.status).toBe(401);
      expect(denied.headers['www-authenticate']).toBe('Bearer');
    }
    const headers = { authorization: 'Bearer secret-token-123' };
    const page = await call(t.app, { method: 'GET', url: '/api/admin/leads?limit=2', headers });
    expect(page.body.data).toHaveLength(2);
    const rest = await call(t.app, {
      method: 'GET',
      url: `/api/admin/leads?afterId=${page.body.metaData.nextAfterId}`,
      headers,
    });
    expect(rest.body.data).toHaveLength(1);
    expect(rest.headers['cache-control']).toBe('no-store');
    await t.close();
  });
});
