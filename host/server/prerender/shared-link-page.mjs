// A shared result (/url/{link}) shows another page once the shell has looked the link up: the view it
// leads to (a comparator with its results view). The host looks the link up too, and serves that view's
// snapshot while the live page restores the link's profile and moves to its address
// (docs/adr/0007-prerendered-html.md#decision). Which
// address a link may lead to is the browser's rule (host/src/app/shared-link.ts): a path of this site.
import { createLookupCache } from '../../../tools/server/lookup-cache.mjs';
import { onBehalfOf } from '../registry.mjs';

/** /url/{link} as the API makes links (the shell's LINK_PATTERN). */
const SHARED_LINK = /^\/url\/([A-Za-z0-9]{4,16})$/;
// Raw backslashes, whitespace and control characters: the URL parser would turn '\' into '/' and drop tabs.
const UNSAFE = /[\\\s\u0000-\u001f\u007f-\u009f]/;

/** The path and query (without '?') a stored link's address leads to, or null when it is not a path of this site. */
export const sharedLinkTarget = (url) => {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || UNSAFE.test(url)) return null;
  const [pathname, query = ''] = (url.split('#')[0] ?? '').split('?');
  return { pathname, query };
};

/**
 * `targetOf(pathname, clientIp)`: for /url/{link}, the `{ pathname, query }` the link leads to; null for any
 * other path, an unknown link or an API that did not answer. Answers are cached a short while (links
 * never change), and the API counts each question against the visitor who asked.
 * @param {{ api: { fetch: (path: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>> },
 *   cache?: ReturnType<typeof createLookupCache>, timeoutMs?: number }} options
 */
export const createSharedLinkTargets = ({ api, cache = createLookupCache({ maxEntries: 1000, ttlMs: 60_000 }), timeoutMs = 2000 }) => {
  const lookUp = async (link, clientIp) => {
    const response = await api.fetch(`/api/buscarplanes/sharedinsurance/${link}`, { headers: onBehalfOf(clientIp), signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`shared link lookup answered ${response.status}`);
    return sharedLinkTarget((await response.json())?.data?.url);
  };
  return async (pathname, clientIp) => {
    const link = SHARED_LINK.exec(pathname)?.[1];
    if (!link) return null;
    try {
      return await cache.get(link, () => lookUp(link, clientIp));
    } catch {
      return null;
    }
  };
};
