// Who may frame the shell: the site itself, plus the partner origin of a valid IFRAME_AUTH token, and
// only for the paths that token authorises (docs/security.md#partner-restrictions: the path check
// is not only the browser's frame guard; now a framed page outside them is refused by the browser from the header).
// On a partner subdomain only that partner's own token counts: another partner's token must not
// let its origin frame this partner's white-label site.
import { createHash } from 'node:crypto';
import { createLookupCache } from '../../tools/server/lookup-cache.mjs';
import { onBehalfOf, partnerSubdomainOf } from './registry.mjs';

const isOrigin = (value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
};

/** As the browser's guard (host/src/start/frame-guard.ts): a path under one of the authorised URLs. */
export const isPathAuthorised = (pathname, allowedUrls = []) =>
  allowedUrls.some((url) => {
    try {
      const base = new URL(url, 'http://site').pathname.replace(/\/+$/, '');
      return base === '' || pathname === base || pathname.startsWith(`${base}/`);
    } catch {
      return false;
    }
  });

/** Token answers by the token's hash (the cache holds no token), refused tokens included (null). */
export const tokenCache = createLookupCache({ maxEntries: 500, ttlMs: 30_000, negativeTtlMs: 60_000 });

const lookUpToken = async (token, { api }, clientIp) => {
  const response = await api.fetch(`/api/integration/iframe-token?${new URLSearchParams({ token })}`, {
    headers: onBehalfOf(clientIp),
    signal: AbortSignal.timeout(3000),
  });
  // 400 (malformed) and 401 (unknown) are answers about the token; anything else is a failure.
  if (response.status === 400 || response.status === 401) return null;
  if (!response.ok) throw new Error(`token lookup answered ${response.status}`);
  return (await response.json()).data ?? null;
};

export const frameAncestorsFor = async (request, config) => {
  const url = new URL(request.url, 'http://host');
  const token = url.searchParams.get('IFRAME_AUTH');
  if (!token) return [];
  try {
    const key = createHash('sha256').update(token).digest('base64url');
    const data = await tokenCache.get(key, () => lookUpToken(token, config, request.ip));
    if (!data) return [];
    const subdomain = partnerSubdomainOf(request.hostname ?? '', config);
    if (subdomain && data.subdomain?.toLowerCase() !== subdomain) return [];
    if (!isPathAuthorised(url.pathname, data.allowedUrls)) return [];
    const origins = [data.origin, ...(data.origins ?? [])].filter(isOrigin);
    return [...new Set(origins)];
  } catch {
    return [];
  }
};
