// What the host's server tells the browser about the site's address (docs/adr/0010-site-domain.md): the
// settings as JSON in the shell's HTML, read by startSite before it looks up a partner, and the page's
// canonical address. Per request, from the process's settings: no bundle holds a domain.
import { publicSiteSettings } from '@qs/shared/src/site/site-domain.mjs';
import { escapeAttribute } from './html-escape.mjs';

/**
 * `<script type="application/json" id="qs-site">` (not executed: the CSP needs nothing; `<` escaped). It carries
 * the response's nonce, which the shell hands to the libraries that add a <style> element (the dialogs' scroll
 * lock): the browser hides a nonce attribute from the DOM and from CSS, but the element's `nonce` property keeps it.
 */
export const inlineSiteSettings = (site, nonce) =>
  `<script type="application/json" id="qs-site"${nonce ? ` nonce="${escapeAttribute(nonce)}"` : ''}>${JSON.stringify(publicSiteSettings(site)).replace(/</g, '\\u003c')}</script>`;

/** The page's address on the main site, also on a partner's subdomain (it shows the same page). */
export const canonicalLink = (site, pathname) => `<link rel="canonical" href="${escapeAttribute(new URL(pathname, site.origin).href)}">`;
