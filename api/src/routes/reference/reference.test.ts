import { call, createTestApp, type TestApp } from '../../test-support/test-app';

const lookUp = (app: TestApp['app'], email: string) =>
  call(app, { method: 'GET', url: `/api/referrers/by-email?email=${encodeURIComponent(email)}` });

/** The referrer modal's address rule, the same module as the browser's (docs/product/forms.md#field-rules). */
describe('GET /api/referrers/by-email address rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("finds a partner's referrer whose domain has a long top-level domain, which a visitor's own e-mail may not have", async () => {
    const { status, body } = await lookUp(t.app, 'referidos@cooperativa-solidaria.example');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      email: 'referidos@cooperativa-solidaria.example',
      name: 'Cooperativa Solidaria',
    });
  });

  it.each([`${'a'.repeat(39)}@example.com`, 'camila@', 'camila ortiz@example.com', 'an\u200Ba@correo.co'])(
    'refuses %j as the referrer modal does',
    async (email) => {
      const { status, body } = await lookUp(t.app, email);
      expect({ status, message: body.message }).toEqual({
        status: 400,
        message: 'Vuelve a introducir un email válido.',
      });
    },
  );
});
