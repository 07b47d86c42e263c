// What the host's server tells the browser about the site's address (docs/adr/0010-site-domain.md): the
// settings as JSON in the shell's HTML, read by startSite before it looks up a partner, and the page's
// canonical address. Per request, from the process's settings: no bundle holds a domain.
import { publicSiteSettings } from '@qs/contract/rules/site-domain';
import { escapeAttribute } from './html-escape.mjs';

/**
 * `<script type="application/json" id="qs-site">` (not executed: the CSP needs nothing; `<` escaped). The same for
 * every page of the site, so that a kept page (page-cache.mjs) can be sent as it is: the answer's own nonce goes in
 * a header (Server-Timing, create-host-server.mjs), never in the markup.
 */
export const inlineSiteSettings = (site) =>
  `<script type="application/json" id="qs-site">${JSON.stringify(publicSiteSettings(site)).replace(/</g, '\\u003c')}</script>`;

/** The page's address on the main site, also on a partner's subdomain (it shows the same page). */
export const canonicalLink = (site, pathname) =>
  `<link rel="canonical" href="${escapeAttribute(new URL(pathname, site.origin).href)}">`;
