import {
  applySwitchesFromUrl,
  filterForPartner,
  initI18n,
  publishStoredReferrer,
  registerSlices,
  readInlineSiteSettings,
  setPartner,
  setSiteSettings,
  startAttribution,
  startOutbox,
  type PartnerConfig,
  type RegistryEntry,
  type Slice,
} from '@qs/shared';
import { resolvePartner } from './resolve-partner';
import { loadRegistry } from './inline-registry';
import { isFrameAuthorised, isFramed, sessionToken } from './frame-guard';
import { loadPartnerSanitizer } from '../shell/partner-content/partner-sanitizer';

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
 * Everything before the first render: switches, i18n, the partner of this host name, the
 * runtime registry (inline in the HTML, else /remotes.json), the lead outbox and the attribution history. No remote is fetched here: a remote is fetched when a page first needs it.
 */
export const startSite = async (
  { hostname, search, pathname }: Pick<Location, 'hostname' | 'search' | 'pathname'> = window.location,
  framed = isFramed(),
): Promise<SiteStart> => {
  // The site's domain comes from the server (QS_SITE_DOMAIN): partner detection below depends on it.
  setSiteSettings(readInlineSiteSettings());
  if (framed && !(await isFrameAuthorised(search, pathname, hostname)))
    return { partner: null, slices: new Set(), blocked: true };
  applySwitchesFromUrl(search);
  initI18n();
  publishStoredReferrer();

  // The registry comes with the HTML (else /remotes.json, asked while the partner is looked up).
  const registry = loadRegistry().then(
    (all) => ({ all }),
    (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
  );
  const partner = await resolvePartner(hostname);
  setPartner(partner);
  // A partner's own header and footer are sanitised in the first render, as the server did: its sanitiser (a chunk
  // only partner sites load) comes while the registry is read. Failing, the shell shows its own header and footer.
  const sanitizer = partner ? loadPartnerSanitizer().catch(() => undefined) : undefined;

  const read = await registry;
  await sanitizer;
  const entries: RegistryEntry[] = 'all' in read ? filterForPartner(read.all, partner?.allowedRemotes) : [];
  const registryError = 'error' in read ? read.error : undefined;
  registerSlices(entries);
  // Lead outbox and attribution (docs/adr/0005-lead-outbox.md): deliver what an earlier visit left,
  // on any page, even one without the forms slice; record this arrival 2 s after load.
  startAttribution();
  startOutbox();
  const frameToken = (framed && sessionToken()) || undefined;
  return { partner, slices: new Set(entries.map((entry) => entry.name)), registryError, frameToken };
};
