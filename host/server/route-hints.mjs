// What the shell's HTML tells the browser before any of its code runs (docs/adr/0006-route-preload-hints.md):
// the registry as this host name sees it (no /remotes.json round trip) and preload hints for the
// files the current route's slice needs: its manifest, its remoteEntry.js and the exposed page's
// chunks as that manifest lists them. Without them the browser learns each file one round trip
// after the previous one (HTML → shell → registry → manifest → entry → chunk).
import { routeForPath, routeMatchForPath } from '../src/app/route-table.mjs';
import { escapeAttribute } from './html-escape.mjs';

const MANIFEST_TTL_MS = 30_000;
/** A remote that is down is asked again after this long, not on every page. */
const FAILED_TTL_MS = 5_000;
const MANIFEST_TIMEOUT_MS = 300;
const MAX_MANIFESTS = 32;

const httpUrl = (value, base) => {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * A small cache of remotes' manifests: a short TTL (a newly deployed build is seen within seconds),
 * a bounded size, and a fast timeout so that a remote that is down or slow never delays the shell.
 * @param {{ fetchImpl?: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>, now?: () => number, timeoutMs?: number, maxEntries?: number }} [options]
 */
export const createManifestCache = ({
  fetchImpl = (...args) => fetch(...args),
  now = Date.now,
  timeoutMs = MANIFEST_TIMEOUT_MS,
  maxEntries = MAX_MANIFESTS,
} = {}) => {
  const entries = new Map();
  const load = async (url) => {
    try {
      // Never follow a redirect: the manifest must come from the origin the registry names.
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
      if (!response.ok) return null;
      const manifest = await response.json();
      return Array.isArray(manifest?.exposes) ? manifest : null;
    } catch {
      return null;
    }
  };
  return async (url) => {
    const cached = entries.get(url);
    if (cached && cached.expires > now()) return cached.manifest;
    const manifest = await load(url);
    entries.delete(url);
    entries.set(url, { manifest, expires: now() + (manifest ? MANIFEST_TTL_MS : FAILED_TTL_MS) });
    // Oldest first in a Map: drop it when the registry names more manifests than we keep.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    return manifest;
  };
};

/** Where the remote's files live: its publicPath, or next to the manifest when that is 'auto'. */
const publicBase = (manifest, manifestUrl) => {
  const publicPath = manifest.metaData?.publicPath;
  return publicPath && publicPath !== 'auto' ? (httpUrl(publicPath, manifestUrl)?.href ?? null) : manifestUrl.href;
};

const joinPath = (dir, name) => (dir ? `${dir.replace(/\/$/, '')}/${name}` : name);

/**
 * The files a route needs, from the partner-filtered registry: nothing for a slice this host name may not
 * load, nothing outside the origin the registry names for it, only the manifest when it cannot be read.
 */
export const hintsFor = async (pathname, registry, readManifest) => {
  const { slice, module } = routeForPath(pathname);
  const remote = registry.remotes.find((entry) => entry.name === slice);
  const manifestUrl = remote && httpUrl(remote.entry);
  if (!manifestUrl) return [];
  const origin = manifestUrl.origin;
  const apiCall = firstApiCallFor(pathname);
  const hints = [
    { rel: 'preconnect', href: origin },
    { rel: 'preload', href: manifestUrl.href, as: 'fetch', crossorigin: 'anonymous' },
    ...(apiCall ? [{ rel: 'preload', href: apiCall, as: 'fetch', crossorigin: 'anonymous' }] : []),
  ];
  const manifest = await readManifest(manifestUrl.href);
  const base = manifest && publicBase(manifest, manifestUrl);
  if (!base) return hints;
  const sameOrigin = (name) => {
    const url = httpUrl(name, base);
    return url && url.origin === origin ? url.href : null;
  };
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    ...(entry?.name ? [{ href: sameOrigin(joinPath(entry.path, entry.name)), as: 'script' }] : []),
    ...exposedAssets(manifest, module).map(({ name, as }) => ({ href: sameOrigin(name), as })),
  ];
  return [...hints, ...files.filter((file) => file.href).map((file) => ({ rel: 'preload', ...file }))];
};

/**
 * The stylesheets each exposed module of the registry needs first, by module id (`qs_detail/PlanDetailPage`): its
 * synchronous css as its manifest lists it, only from the origin the registry names. The server renderer links
 * them with the slots it renders. A remote whose manifest cannot be read has none (its slots render as they can).
 */
export const exposedStyles = async (registry, readManifest) => {
  const perRemote = await Promise.all(
    registry.remotes.map(async (remote) => {
      const manifestUrl = httpUrl(remote.entry);
      const manifest = manifestUrl && (await readManifest(manifestUrl.href));
      const base = manifest && publicBase(manifest, manifestUrl);
      if (!base) return [];
      return manifest.exposes.map((expose) => {
        const name = String(expose.name ?? '').replace(/^\.\//, '');
        const module = `qs_${remote.name}/${name}`;
        const styles = exposedAssets(manifest, module)
          .filter(({ as }) => as === 'style')
          .map(({ name: file }) => httpUrl(file, base))
          .flatMap((url) => (url && url.origin === manifestUrl.origin ? [url.href] : []));
        return [module, styles];
      });
    }),
  );
  return Object.fromEntries(perRemote.flat());
};

const PLAN_PAGE = 'qs_detail/PlanDetailPage';

/**
 * The page's first API call when its path alone decides it, so the browser can fetch it with the HTML and
 * the slice's own request takes that answer (same URL, a same-origin GET without credentials rules of its
 * own): a plan page's `GET /api/insurance/by-url?url={the plan's path without its tab}`, what the detail
 * slice asks (planBaseUrl). The comparators' first call depends on the visitor's saved profile and the
 * blog's on the slice's page size, so they get none (docs/adr/0007, "The page's first API call").
 */
export const firstApiCallFor = (pathname) => {
  const { module, path, params } = routeMatchForPath(pathname);
  if (module !== PLAN_PAGE || !path) return null;
  const decode = (value = '') => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  // Segments decoded as planBaseUrl decodes them; URLSearchParams encodes the whole path once, as the API client does.
  const planPath = path.replace(/\/\*$/, '').replace(/:([A-Za-z]+)/g, (_, name) => decode(params[name]));
  return `/api/insurance/by-url?${new URLSearchParams({ url: planPath })}`;
};

/** The files the exposed page needs to run: its synchronous js and css (lazy parts load later). */
const exposedAssets = (manifest, module) => {
  const exposeName = module.split('/')[1];
  const expose = manifest.exposes.find((item) => item.name === exposeName || item.path === `./${exposeName}`);
  if (!expose) return [];
  const list = (value) => (Array.isArray(value) ? value.filter((name) => typeof name === 'string') : []);
  return [
    ...list(expose.assets?.css?.sync).map((name) => ({ name, as: 'style' })),
    ...list(expose.assets?.js?.sync).map((name) => ({ name, as: 'script' })),
  ];
};

/**
 * The link tags. Scripts are preloaded without `crossorigin`, as the federation runtime and webpack
 * add their <script> tags; the manifest as an anonymous CORS fetch, as the runtime's fetch() asks it.
 * A mismatch would download each file twice. `fetchpriority` for the host's start-up chunks (startup-hints.mjs).
 */
export const renderHints = (hints) =>
  hints
    .map(({ rel, href, as, crossorigin, fetchpriority }) =>
      [
        `<link rel="${rel}" href="${escapeAttribute(href)}"`,
        as && ` as="${as}"`,
        crossorigin && ` crossorigin="${crossorigin}"`,
        fetchpriority && ` fetchpriority="${fetchpriority}"`,
        '>',
      ]
        .filter(Boolean)
        .join(''),
    )
    .join('');

/** The registry as data for start-site.ts; `<` escaped so that no text can close the script element. */
export const inlineRegistry = (registry) =>
  `<script type="application/json" id="qs-registry">${JSON.stringify(registry).replace(/</g, '\\u003c')}</script>`;

/** Puts the tags at the top of <head>, after the charset, so the preload scanner sees them first. */
export const injectIntoHead = (html, tags) => {
  const charset = html.match(/<meta charset="[^"]*"\s*\/?>/i);
  if (charset) return html.replace(charset[0], `${charset[0]}${tags}`);
  return html.replace(/<head>/i, `<head>${tags}`);
};
