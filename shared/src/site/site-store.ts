import { DEFAULT_SITE_DOMAIN, subdomainOf, type PublicSiteSettings } from '@qs/contract/rules/site-domain';

/** Where the host's server writes the site settings into the shell's HTML. */
export const SITE_SETTINGS_ELEMENT_ID = 'qs-site';

const fallback = (): PublicSiteSettings => ({
  domain: DEFAULT_SITE_DOMAIN,
  origin:
    globalThis.location?.origin && globalThis.location.origin !== 'null'
      ? globalThis.location.origin
      : 'http://localhost:3000',
});

let current: PublicSiteSettings | null = null;

const isSettings = (value: unknown): value is PublicSiteSettings =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PublicSiteSettings).domain === 'string' &&
  typeof (value as PublicSiteSettings).origin === 'string';

/**
 * The settings the host's server wrote into the page (`<script type="application/json" id="qs-site">`), or
 * null: a slice's own dev server and the tests have none, and then the defaults (localhost) apply.
 */
export const readInlineSiteSettings = (doc: Document | undefined = globalThis.document): PublicSiteSettings | null => {
  const text = doc?.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSettings(value) ? { domain: value.domain, origin: value.origin } : null;
  } catch {
    return null;
  }
};

/** Set once by the host at start, from its server's answer; slices read it through the helpers below. */
export const setSiteSettings = (settings: PublicSiteSettings | null): void => {
  current = settings;
};

/** The site's domain and main origin: what the server said, else the page's own origin on `localhost`. */
export const getSiteSettings = (): PublicSiteSettings => current ?? fallback();

/** The partner subdomain of a host name on this site's domain; null on the main site. */
export const partnerSubdomain = (hostname: string): string | null => subdomainOf(hostname, getSiteSettings().domain);

/** An absolute address of the main site (canonical links, structured data). */
export const siteUrl = (path = '/'): string => new URL(path, getSiteSettings().origin).href;
