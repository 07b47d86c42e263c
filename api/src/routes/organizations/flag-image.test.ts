import countries from '../../fixtures/content/countries.json';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { flagSvg } from './flag-image';

describe('GET /api/images/flags/{code}.svg', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('draws the flag of every country the API lists, by lowercase or uppercase code', async () => {
    for (const { code, name } of countries) {
      const response = await t.app.inject({ method: 'GET', url: `/api/images/flags/${code.toLowerCase()}.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain(`aria-label="${name}"`);
    }
    const upper = await t.app.inject({ method: 'GET', url: '/api/images/flags/CO.svg' });
    expect(upper.body).toContain('#FCD116');
    expect(upper.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for a code outside the list and 400 for a malformed name', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/images/flags/zz.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Imagen no encontrada');
    expect((await t.app.inject({ method: 'GET', url: '/api/images/flags/c%3Co.svg' })).statusCode).toBe(400);
  });

  it('weights the bands: Colombia is half yellow, then blue and red', () => {
    const svg = flagSvg('co', 'Colombia')!;
    expect(svg).toContain('<rect y="0.00" width="60" height="20.00" fill="#FCD116"/>');
    expect(svg).toContain('<rect y="20.00" width="60" height="10.00" fill="#003893"/>');
    expect(svg).toContain('<rect y="30.00" width="60" height="10.00" fill="#CE1126"/>');
    expect(flagSvg('zz', 'Nada')).toBeNull();
  });
});
