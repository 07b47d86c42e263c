/** A host name label a partner's subdomain can be. */
export const LABEL: RegExp;
/** The site's public address (see site-domain.mjs). */
export interface SiteSettings {
  /** Public domain: partners are `{partner}.{domain}`. */
  domain: string;
  /** The main site's public origin, e.g. `https://quieroseguro.co` or `http://localhost:3000`. */
  origin: string;
  /** Further origins of the main site: the host's own address, 127.0.0.1 locally, QS_SITE_ORIGINS. */
  aliases: string[];
}
export type PublicSiteSettings = Pick<SiteSettings, 'domain' | 'origin'>;

export const DEFAULT_SITE_DOMAIN: string;
export const DEFAULT_HOST_PORT: string;
export const subdomainOf: (host: string | null | undefined, siteDomain?: string) => string | null;
export const readSiteSettings: (env?: Record<string, string | undefined>) => SiteSettings;
export const publicSiteSettings: (settings: PublicSiteSettings) => PublicSiteSettings;
export const partnerOrigin: (settings: PublicSiteSettings, subdomain: string) => string;
export const originOf: (
  origin: string | null | undefined,
  settings: SiteSettings,
) => { site: true } | { partner: string } | null;
