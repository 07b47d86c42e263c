// /sitemap.xml and /robots.txt: the public pages the API lists (public-pages.mjs), at the site's
// origin (QS_SITE_DOMAIN / QS_SITE_ORIGIN, docs/adr/0010-site-domain.md), whichever name they are asked on.
import { escapeText } from './html-escape.mjs';
import { listPublicPages } from './public-pages.mjs';

/** The sitemap protocol's document for these paths on `origin`. */
export const renderSitemap = (origin, paths) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  paths.map((pathname) => `  <url><loc>${escapeText(new URL(pathname, origin).href)}</loc></url>\n`).join('') +
  '</urlset>\n';

export const renderRobots = (origin) => `User-agent: *\nAllow: /\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;

/** Both routes; the list is read from the API at most once a minute (a crawler must not drive it). */
/** The paths registerSitemap answers. */
export const SITEMAP_ROUTES = ['/sitemap.xml', '/robots.txt'];

export const registerSitemap = (app, { site, api, list = listPublicPages, now = Date.now }) => {
  let cached = null;
  const sitemap = async () => {
    if (!cached || now() - cached.at > 60_000)
      cached = { at: now(), body: renderSitemap(site.origin, await list(api, { max: 1000 })) };
    return cached.body;
  };
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(await sitemap()),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(renderRobots(site.origin)),
  );
};
