// How a stored snapshot goes into the shell's HTML (docs/adr/0007-prerendered-html.md).
import { isCrawler } from '@qs/shared/src/user-agent/crawlers.mjs';
import { DEFAULT_SITE_DOMAIN, subdomainOf } from '@qs/shared/src/site/site-domain.mjs';
import { framePageOf, snapshotPageOf } from './snapshot-page.mjs';
import { escapeAttribute, escapeText } from '../html-escape.mjs';
import { bootAfterPaint } from './boot-after-paint.mjs';
import { SNAPSHOT_WAITING_CSS } from './tap-keeper.mjs';

/** Where tools on this machine read how many snapshots the prerenderer still has to take (index.mjs). */
export const PRERENDER_STATUS_PATH = '/__qs/prerender-status';

/** The request header the prerenderer's own page load carries: it must get the live shell, never a snapshot. */
export const PRERENDERER_HEADER = 'x-qs-prerenderer';

export { isPublicPath, isSitePath } from './snapshot-page.mjs';

/** Pages whose DOM differs by viewport (JS media queries) have two snapshots: phones say `Mobile`. */
export const snapshotVariant = (userAgent) => (/Mobile/.test(userAgent ?? '') ? 'mobile' : 'desktop');

/**
 * Which snapshot a request may get, or null for the plain shell: a public page (snapshot-page.mjs) of the
 * main site or of a partner's host name (its own snapshots: its slices, organizations and look differ;
 * whether the partner exists is the caller's check), with no query but a results view and tracking
 * parameters (those change nothing the page shows, and the live page still reads them for attribution),
 * not inside a frame, and never for the prerenderer itself (it renders the live page).
 * `page` is the address's own snapshot (null when its query belongs to one visitor); `frame`, on a
 * comparator, the page whose frame it is sent while its own snapshot is missing or expired (the comparator's own
 * address for every view of it, the address itself included; people only: a crawler is sent a whole page or the
 * live one).
 */
export const snapshotRequest = ({ hostname, url, headers }, prerendererToken, siteDomain = DEFAULT_SITE_DOMAIN) => {
  // The path as the request wrote it: a URL parser would read '//evil.example/x' as another host's '/x'.
  const [pathname, query = '', ...rest] = String(url).split('?');
  if (rest.length > 0) return null;
  if (headers[PRERENDERER_HEADER] && headers[PRERENDERER_HEADER] === prerendererToken) return null;
  if (headers['sec-fetch-dest'] === 'iframe') return null;
  const page = snapshotPageOf(pathname, query);
  const userAgent = headers['user-agent'] ?? '';
  const crawler = isCrawler(userAgent);
  const frame = crawler ? null : framePageOf(pathname, query);
  if (!page && !frame) return null;
  // A partner's label as the site's one subdomain parser reads it (null: the main site).
  const partner = subdomainOf(hostname, siteDomain);
  return { page, frame, partner, variant: snapshotVariant(userAgent), crawler };
};

/** CSS in a <style>: a `</style` in it would end the element; `<\/style` means the same to CSS. */
const safeCss = (css) => css.replace(/<\/(style)/gi, '<\\/$1');

/** Until the takeover, the live root is laid out where the snapshot is, but not seen, not focusable. */
const HIDDEN_ROOT_CSS = '#root[data-qs-prerender]{position:absolute;top:0;left:0;width:100%;visibility:hidden}';

/**
 * The shell with the snapshot: its title and description, its stylesheets, and its markup beside `#root`.
 * Browsers get it in a closed declarative shadow root: its ids never clash with the live page's, and
 * nothing outside (the page's code, tests) finds two copies; the app starts once the snapshot is painted
 * (boot-after-paint.mjs). Crawlers get it as plain markup and the shell's scripts as they are.
 * `nonce` goes on each <style> and the starter script (the CSP names it); `bootLater: false` keeps the
 * shell's scripts as they are (QS_BOOT_AFTER_PAINT=off, to measure what the starter brings). `frame: true`
 * sends the snapshot's frame (sanitize-snapshot.mjs: the view's parts as placeholders), marked
 * `data-qs-frame`: a tap on it is not kept, since what was tapped is not what the live page will show there.
 */
export const renderSnapshot = (html, snapshot, { nonce, crawler, bootLater = true, frame = false }) => {
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  const links = snapshot.stylesheets
    .map((sheet) => `<link rel="stylesheet" href="${escapeAttribute(sheet.href)}"${sheet.media ? ` media="${escapeAttribute(sheet.media)}"` : ''}>`)
    .join('');
  const style = `<style${nonceAttribute}>${safeCss(snapshot.css)}</style>`;
  const body = crawler
    ? `<div id="qs-prerendered">${snapshot.html}</div>`
    : `<div id="qs-prerendered"${frame ? ' data-qs-frame' : ''}><template shadowrootmode="closed">${links}${style}<div id="root">${frame ? snapshot.frame : snapshot.html}</div></template></div>`;
  let page = html;
  if (snapshot.title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(snapshot.title)}</title>`);
  if (snapshot.description) page = page.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeAttribute(snapshot.description)}" />`);
  // The page's CSS also goes in the document: its rules for html, body and :root (margins, fonts, colour
  // variables) do not reach into a shadow root, and without them the snapshot would shift when the shell's
  // own CSS arrives. The copy costs little on the wire (brotli sees the repetition).
  const head = `${links}<style${nonceAttribute}>${HIDDEN_ROOT_CSS}${SNAPSHOT_WAITING_CSS}${safeCss(snapshot.css)}</style>`;
  if (!crawler && bootLater) page = bootAfterPaint(page, nonce);
  return page
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `${body}<div id="root" data-qs-prerender inert></div>`);
};
