// The public pages listed in the sitemap (sitemap.mjs): home, the blog, each comparator, the blog's latest
// articles, the CMS landings (company lists and pages, clinics, allies). Read from the API's list endpoints; a
// list that cannot be read is left out. Plan pages are reached from the company pages' links.
import { OPERATIONAL_PATHS } from '../../tools/server/health.mjs';
import { routeForPath } from '../src/app/route-table.mjs';

/** The public pages' modules: home, comparators, plan pages, blog and articles, CMS landings (company lists, pages). */
const PUBLIC_MODULES = new Set([
  'qs_content/HomePage',
  'qs_results/ComparePage',
  'qs_detail/PlanDetailPage',
  'qs_content/BlogPage',
  'qs_content/LandingPage',
]);

/**
 * A path of this site, as written: one leading '/', no empty segment ('//host/x' is another host to a URL
 * parser), no dot segment, nothing encoded. A landing's url comes from the CMS: only plain paths are listed.
 */
export const isSitePath = (pathname) =>
  typeof pathname === 'string' &&
  /^\/[A-Za-z0-9/_.-]*$/.test(pathname) &&
  pathname.length <= 200 &&
  !pathname.includes('//') &&
  !/(^|\/)\.{1,2}(\/|$)/.test(pathname) &&
  !pathname.includes('..');

/** A CMS preview shows a landing past every cache (docs/product/content.md#landing-preview): never a sitemap entry. */
const PREVIEW = /^\/preview(\/|$)/i;

/**
 * A page every visitor sees alike, for search engines: a plain path of a slice's public module, not a preview, nor
 * a path the servers answer for operators (a CMS landing named `healthz` could never be served).
 */
export const isPublicPath = (pathname) =>
  isSitePath(pathname) &&
  !PREVIEW.test(pathname) &&
  !OPERATIONAL_PATHS.includes(pathname.replace(/\/+$/, '')) &&
  PUBLIC_MODULES.has(routeForPath(pathname).module);

const getJson = async (api, path) => {
  try {
    const response = await api.fetch(path, { signal: AbortSignal.timeout(3000) });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
};

/** Up to `max` public pages, in the order above, each once. */
export const listPublicPages = async (api, { max = 40 } = {}) => {
  const [comparators, articles, landings] = await Promise.all([
    getJson(api, '/api/comparator'),
    getJson(api, '/api/qp-university/articles?page=1'),
    getJson(api, '/api/country-landings?page=1'),
  ]);
  const paths = [
    '/',
    '/QS-Blog',
    ...(comparators?.data ?? []).map((comparator) => `/Comparar/${comparator.slug}`),
    ...(articles?.data ?? []).map((article) => `/QS-Blog/${article.slug}`),
    ...(landings?.data ?? []).map((landing) => `/${String(landing.url ?? '').replace(/^\/+/, '')}`),
  ];
  return [...new Set(paths)].filter(isPublicPath).slice(0, max);
};
