// Does a path name something? The shell is one HTML for every path, so without this question an unknown
// plan, article or company page was a 200 with a not-found page in it (a soft 404, docs/product/shell.md#not-found-page).
// The answer comes from the same API call the page's slice makes; a lookup that fails (API down, slow, refusing this visitor) is not an answer: the page is served
// as before, with 200, and the slice shows its own error or not-found.
import { routeMatchForPath } from '../src/app/route-table.mjs';
import { firstApiCallFor } from './route-hints.mjs';
import { createLookupCache } from '../../tools/server/lookup-cache.mjs';
import { onBehalfOf } from './registry.mjs';

/** The content slice's section lists and fixed pages: they exist whatever the CMS holds (landing-kind.ts). */
const FIXED_LANDINGS = new Set([
  'clinicas-y-hospitales',
  'medicina-prepagada',
  'seguros',
  'eps',
  'insurance-list',
  'preview',
]);
/** What the API accepts as a landing url (mfe-content's isLandingUrl). */
const LANDING_URL = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

const decoded = (value = '') => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/**
 * The API call whose 404 means "this path names nothing", or `exists` / `missing` when the path alone
 * decides. Only pages that name one thing are asked about: a plan, an article, a CMS landing.
 */
export const existenceCheckFor = (pathname) => {
  // A shared results link (/url/{link}) is resolved by the shell itself (SharedLinkRoute).
  if (/^\/url\/[^/]+\/?$/i.test(pathname)) return 'exists';
  const { module, path, params } = routeMatchForPath(pathname);
  if (module === 'qs_content/NotFoundPage') return 'missing';
  if (module === 'qs_detail/PlanDetailPage') return firstApiCallFor(pathname);
  if (module === 'qs_content/BlogPage') {
    if (!params.slug) return 'exists';
    const slug = decoded(params.slug);
    return slug === null ? 'missing' : `/api/qp-university/articles/${encodeURIComponent(slug)}`;
  }
  if (module === 'qs_content/LandingPage' && path === '/preview/*') {
    // A CMS preview (/preview/{landing url}) exists when its landing does, read past the API's cache as the page reads it.
    const url = decoded(params['*'])?.replace(/^\/+|\/+$/g, '');
    if (!url || url.length > 200 || !LANDING_URL.test(url)) return 'missing';
    return `/api/country-landings/by-url?${new URLSearchParams({ url, forceRefresh: '1' })}`;
  }
  if (module === 'qs_content/LandingPage') {
    const url = decoded(pathname)?.replace(/^\/+|\/+$/g, '');
    if (url === undefined || url === null || url === '') return 'missing';
    if (FIXED_LANDINGS.has(url.toLowerCase())) return 'exists';
    if (url.length > 200 || !LANDING_URL.test(url)) return 'missing';
    return `/api/country-landings/by-url?${new URLSearchParams({ url })}`;
  }
  return 'exists';
};

/**
 * `lookupPage(pathname, clientIp, partnerHost)`: false when the path names nothing (the API answered 404, or the
 * path cannot name anything), true when it does, null when it could not be told.
 * `partnerHost` (a partner's host name, as the visitor asked for it) asks as that partner's page: the API answers
 * 404 for what the partner may not show (a plan of another organization), and the answer is kept apart.
 * Answers are cached for a while (found and not found alike), so a flood of invented paths costs the API one
 * question per path.
 * @param {{ api: { fetch: (path: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'body'>> },
 *   cache?: ReturnType<typeof createLookupCache>, timeoutMs?: number }} options
 */
export const createPageLookup = ({
  api,
  cache = createLookupCache({ maxEntries: 2000, ttlMs: 60_000 }),
  timeoutMs = 3000,
}) => {
  const ask = async (call, clientIp, partnerHost) => {
    const headers = { ...onBehalfOf(clientIp), ...(partnerHost ? { 'x-forwarded-host': partnerHost } : {}) };
    const response = await api.fetch(call, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (response.body) await response.body.cancel().catch(() => undefined);
    if (response.ok) return true;
    if (response.status === 404) return false;
    // Not an answer about the page (429, 5xx): not cached (the lookup cache keeps only what load returns).
    throw new Error(`existence lookup answered ${response.status}`);
  };
  return async (pathname, clientIp, partnerHost) => {
    const check = existenceCheckFor(pathname);
    if (check === 'exists') return true;
    if (check === 'missing') return false;
    try {
      return await cache.get(partnerHost ? `${partnerHost} ${check}` : check, () => ask(check, clientIp, partnerHost));
    } catch {
      return null;
    }
  };
};
