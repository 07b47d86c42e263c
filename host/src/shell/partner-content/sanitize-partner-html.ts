import createDOMPurify, { type DOMPurify } from 'dompurify';
import { sitePath } from '@qs/shared';
import { htmlWindow } from '#html-window';

/**
 * A partner's own header and footer markup (docs/security.md#partner-markup) is the partner's HTML: it is sanitised
 * wherever it is rendered, by one DOMPurify configuration, on the server (jsdom's window) and in the browser (the
 * page's), so the markup the server sends is the markup hydration expects.
 *
 * Beyond DOMPurify's own rules (no script, no event handler, no `javascript:` or other script URL):
 * - no element that submits, frames, embeds, styles the page or adds a landmark of its own (the shell's header is the
 *   page's one banner and its footer the one contentinfo; a partner's `<header>`, `<footer>`, `<main>` keep only
 *   their content), no `style`, `role`, `id`, `name`, `tabindex`, `target` or id-reference attributes;
 * - a link keeps its `href` only to a path of this site, an `https` page of an origin the partner lists, or a
 *   `mailto:`/`tel:` address; any other link loses its `href` (its text stays, not a link). Links away get
 *   `rel="noopener noreferrer"`;
 * - an image only from a path of this site (the page's CSP allows no other), else it is left out; one without `alt`
 *   is decorative (`alt=""`).
 */
const FORBID_TAGS = [
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'audio',
  'video',
  'source',
  'picture',
  'dialog',
  'header',
  'footer',
  'main',
];
const FORBID_ATTR = [
  'style',
  'role',
  'id',
  'name',
  'tabindex',
  'autofocus',
  'target',
  'srcset',
  'sizes',
  'action',
  'formaction',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-flowto',
];
const CONTACT = /^(mailto|tel):/i;

/** The origins a partner's links may leave the site for (`https` only, as `URL.origin` writes them). */
const originsOf = (linkOrigins: readonly string[]): Set<string> =>
  new Set(
    linkOrigins.flatMap((origin) => {
      try {
        const url = new URL(origin);
        return url.protocol === 'https:' ? [url.origin] : [];
      } catch {
        return [];
      }
    }),
  );

/** The link the rules allow for `href`, or null. `away` says it leaves the site. */
export const allowedLink = (href: string, linkOrigins: readonly string[]): { href: string; away: boolean } | null => {
  const value = href.trim();
  const path = sitePath(value);
  if (path) return { href: path, away: false };
  if (CONTACT.test(value)) return /[\s<>"']/.test(value) ? null : { href: value, away: true };
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    return originsOf(linkOrigins).has(url.origin) ? { href: url.href, away: true } : null;
  } catch {
    return null;
  }
};

let purifier: { view: Window; purify: DOMPurify } | undefined;
// The link origins of the sanitisation running now (sanitize() is synchronous: one at a time).
let currentOrigins: readonly string[] = [];

const purifierOf = (view: Window & typeof globalThis): DOMPurify => {
  if (purifier?.view === view) return purifier.purify;
  const purify = createDOMPurify(view);
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.nodeName === 'A' || element.nodeName === 'AREA') {
      const href = element.getAttribute('href');
      const link = href === null ? null : allowedLink(href, currentOrigins);
      element.removeAttribute('rel');
      if (!link) {
        element.removeAttribute('href');
        return;
      }
      element.setAttribute('href', link.href);
      if (link.away) element.setAttribute('rel', 'noopener noreferrer');
    } else if (element.nodeName === 'IMG') {
      const src = sitePath(element.getAttribute('src')?.trim());
      if (!src) {
        element.parentNode?.removeChild(element);
        return;
      }
      element.setAttribute('src', src);
      if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
    }
  });
  purifier = { view, purify };
  return purify;
};

/** The partner's markup as the page may render it (docs/security.md#partner-markup); '' for none. */
export const sanitizePartnerHtml = (html: string, linkOrigins: readonly string[] = []): string => {
  if (!html.trim()) return '';
  const purify = purifierOf(htmlWindow());
  currentOrigins = linkOrigins;
  try {
    return purify.sanitize(html, {
      FORBID_TAGS,
      FORBID_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
    });
  } finally {
    currentOrigins = [];
  }
};
