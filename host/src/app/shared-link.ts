import {
  apiClient,
  checkProfile,
  COMPARATORS,
  findComparator,
  reportDroppedProfileFields,
  saveProfile,
  sitePath,
  type Comparator,
} from '@qs/shared';

/** The link part of /url/{link}, as the API makes them; anything else is not a link of ours. */
export const LINK_PATTERN = /^[A-Za-z0-9]{4,16}$/;

/** Designed GET api/buscarplanes/sharedinsurance/{link}: the view and profile behind /url/{link}. */
export const getSharedLink = async (link: string, signal?: AbortSignal) =>
  (await apiClient.get(`/buscarplanes/sharedinsurance/${encodeURIComponent(link)}`, {}, { signal })).data;

// Raw backslashes, whitespace and control characters: the URL parser would turn '\' into '/' and drop tabs.
const UNSAFE = /[\\\s\u0000-\u001f\u007f-\u009f]/;

/**
 * Where a stored link may send the visitor: a path of this site, or an address on this very origin
 * reduced to its path. Anything else (another host, a scheme, an encoded '//' or '\', a backslash or
 * control character anywhere, even where the URL parser would have cleaned it) is refused — also for
 * links stored before the API refused them (docs/security.md#same-site-links).
 */
export const sharedTarget = (url: string, origin: string): string | null => {
  if (UNSAFE.test(url)) return null;
  if (url.startsWith('/')) return sitePath(url);
  try {
    const parsed = new URL(url);
    return parsed.origin === origin && parsed.username === ''
      ? sitePath(`${parsed.pathname}${parsed.search}${parsed.hash}`)
      : null;
  } catch {
    return null;
  }
};

/** The comparator a path belongs to: /Comparar/{slug}, or a plan page's section (/EPS/…, /Seguros/…). */
export const comparatorOfPath = (path: string): Comparator | undefined => {
  const [first, second] = new URL(path, 'http://site').pathname.split('/').filter(Boolean);
  if (first === 'Comparar') return findComparator(second);
  return COMPARATORS.find((comparator) => comparator.detailSection === first);
};

/**
 * Stores the shared profile where that comparator's page reads it (its profile form's product type), checked
 * first: a link made to break the visitor's page (`cotizante: "todos"`, no `cargas`; docs/product/shell.md#shared-links) only brings
 * what passes the profile rules, and the visitor is told what was dropped.
 */
export const restoreSharedProfile = (target: string, shared: unknown): void => {
  const comparator = comparatorOfPath(target);
  if (!comparator) return;
  const { profile, dropped } = checkProfile(shared);
  reportDroppedProfileFields(dropped);
  if (profile) saveProfile(comparator.profileForm, profile);
};

/**
 * Opens a link of ours: looks it up, and when its stored address is one of this site restores its profile there.
 * Answers that address, or null when it is not one (an unknown link rejects, as the lookup does).
 */
export const openSharedLink = async (link: string, signal?: AbortSignal): Promise<string | null> => {
  const { url, decodedProfile } = await getSharedLink(link, signal);
  const target = sharedTarget(url, window.location.origin);
  if (target && !signal?.aborted) restoreSharedProfile(target, decodedProfile);
  return target;
};
