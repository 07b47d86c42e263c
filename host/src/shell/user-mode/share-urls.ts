import { IFRAME_AUTH_PARAM, isTrackingParam, SWITCH_KEYS, type Switches } from '@qs/shared';

/** Parameters only staff or one session should carry: the API's cache bypass, a framed session's token. */
const STAFF_PARAMS: readonly string[] = ['forceRefresh', IFRAME_AUTH_PARAM];

const isDropped = (name: string) =>
  (SWITCH_KEYS as readonly string[]).includes(name) || STAFF_PARAMS.includes(name) || isTrackingParam(name); // a copied link must not credit a campaign with a later visit

/** The page's address without switches, staff parameters or tracking parameters (path, other query and hash kept). */
export const clientUrl = (href: string): string => {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) if (isDropped(name)) url.searchParams.delete(name);
  return url.toString();
};

/**
 * The page's address for a colleague: `clientUrl` plus every switch as this browser has it, with
 * internal traffic on, so whoever opens it browses as staff with the same settings.
 */
export const staffUrl = (href: string, switches: Switches): string => {
  const url = new URL(clientUrl(href));
  const wanted: Switches = { ...switches, 'internal-traffic': true };
  for (const key of SWITCH_KEYS) url.searchParams.set(key, String(wanted[key]));
  return url.toString();
};
