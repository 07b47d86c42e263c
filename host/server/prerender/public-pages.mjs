// The public pages warmed after the host starts, in this order: home, the blog, each comparator, the
// blog's latest articles, the CMS landings (company lists and pages, clinics, allies). Plan pages are
// reached from the company pages' links (the prerenderer queues the public links of each snapshot) and
// on demand. Read from the API's list endpoints; a list that cannot be read is left out.
import { isPublicPath } from './serve-snapshot.mjs';

const getJson = async (api, path) => {
  try {
    const response = await api.fetch(path, { signal: AbortSignal.timeout(3000) });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
};

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
