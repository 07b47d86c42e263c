import {
  applySwitchesFromUrl,
  fetchRegistry,
  filterForPartner,
  initI18n,
  publishStoredReferrer,
  registerSlices,
  setPartner,
  type PartnerConfig,
  type RegistryEntry,
  type Slice,
} from '@qs/shared';
import { resolvePartner } from './resolve-partner';
import { isFrameAuthorised, isFramed, sessionToken } from './frame-guard';

export interface SiteStart {
  partner: PartnerConfig | null;
  slices: ReadonlySet<Slice>;
  /** Set when the registry could not be read: the shell still renders. */
  registryError?: string;
  /** A framed page without authorisation renders nothing. */
  blocked?: boolean;
  /** The IFRAME_AUTH token of an authorised framed visit: kept in the URL as the visitor moves. */
  frameToken?: string;
}

/**
 * Everything before the first render: switches, i18n, the partner of this host name, and the
 * runtime registry. No remote is fetched here: a remote is fetched when a page first needs it.
 */
export const startSite = async (
  { hostname, search, pathname }: Pick<Location, 'hostname' | 'search' | 'pathname'> = window.location,
  framed = isFramed(),
): Promise<SiteStart> => {
  if (framed && !(await isFrameAuthorised(search, pathname, hostname))) return { partner: null, slices: new Set(), blocked: true };
  applySwitchesFromUrl(search);
  initI18n();
  publishStoredReferrer();

  const partner = await resolvePartner(hostname);
  setPartner(partner);

  let entries: RegistryEntry[] = [];
  let registryError: string | undefined;
  try {
    entries = filterForPartner(await fetchRegistry('/remotes.json'), partner?.allowedRemotes);
  } catch (error) {
    registryError = error instanceof Error ? error.message : String(error);
  }
  registerSlices(entries);
  const frameToken = (framed && sessionToken()) || undefined;
  return { partner, slices: new Set(entries.map((entry) => entry.name)), registryError, frameToken };
};
