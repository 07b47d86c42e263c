import { readSiteSettings } from '@qs/contract/rules/site-domain';
import { registerSitemap, renderRobots, renderSitemap } from './sitemap.mjs';
import { fixedApi } from '../../tools/server/api-pool.mjs';

describe('sitemap and robots.txt on the site origin', () => {
  it('writes each page at the site origin, escaped', () => {
    expect(renderSitemap('https://quieroseguro.co', ['/', '/Comparar/EPS', '/QS-Blog/a&b'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://quieroseguro.co/</loc></url>\n' +
        '  <url><loc>https://quieroseguro.co/Comparar/EPS</loc></url>\n' +
        '  <url><loc>https://quieroseguro.co/QS-Blog/a&amp;b</loc></url>\n' +
        '</urlset>\n',
    );
    expect(renderRobots('http://localhost:3000')).toBe(
      'User-agent: *\nAllow: /\nSitemap: http://localhost:3000/sitemap.xml\n',
    );
  });

  it('serves the main site origin on every host name, reading the list at most once a minute', async () => {
    // Fastify's inject cannot load in this Jest project (an ESM-only dependency): the routes are called as Fastify would.
    const routes = new Map();
    const app = { get: (path, handler) => routes.set(path, handler) };
    const call = async (path) => {
      const reply = {
        headers: {},
        body: null,
        type: (value) => ((reply.headers['content-type'] = value), reply),
        header: (name, value) => ((reply.headers[name] = value), reply),
        send: (body) => ((reply.body = body), reply),
      };
      await routes.get(path)({ headers: { host: 'aliado.quieroseguro.co' } }, reply);
      return reply;
    };
    const list = jest.fn(async () => ['/', '/Comparar/EPS']);
    let time = 0;
    const api = fixedApi('http://api');
    registerSitemap(app, {
      site: readSiteSettings({ QS_SITE_ORIGIN: 'https://quieroseguro.co' }),
      api,
      list,
      now: () => time,
    });
    const first = await call('/sitemap.xml');
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(first.body).toContain('<loc>https://quieroseguro.co/Comparar/EPS</loc>');
    expect(list).toHaveBeenCalledWith(api, { max: 1000 });
    await call('/sitemap.xml');
    expect(list).toHaveBeenCalledTimes(1);
    time = 61_000;
    await call('/sitemap.xml');
    expect(list).toHaveBeenCalledTimes(2);
    expect((await call('/robots.txt')).body).toContain('Sitemap: https://quieroseguro.co/sitemap.xml');
  });
});
