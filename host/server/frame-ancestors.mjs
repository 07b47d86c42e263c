// Who may frame the shell: the site itself, plus the partner origin of a valid IFRAME_AUTH token.
// On a partner subdomain only that partner's own token counts: another partner's token must not
// let its origin frame this partner's white-label site.
import { subdomainOf } from './registry.mjs';

const isOrigin = (value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
};

export const frameAncestorsFor = async (request, { apiUrl }) => {
  const token = new URL(request.url, 'http://host').searchParams.get('IFRAME_AUTH');
  if (!token) return [];
  try {
    const response = await fetch(`${apiUrl}/api/integration/iframe-token?${new URLSearchParams({ token })}`, {
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) return [];
    const { data } = await response.json();
    const subdomain = subdomainOf(request.hostname ?? '');
    if (subdomain && data?.subdomain?.toLowerCase() !== subdomain) return [];
    const origins = [data?.origin, ...(data?.origins ?? [])].filter(isOrigin);
    return [...new Set(origins)];
  } catch {
    return [];
  }
};
