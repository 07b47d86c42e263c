// Which addresses have a snapshot of their own (docs/adr/0007-prerendered-html.md): a public path of the
// main site or of a partner's host name, alone or with a results view (page, filters, sort), never with
// anything that belongs to one visitor (a profile, a frame token, the compare set).
import { routeForPath, routeMatchForPath } from '../../src/app/route-table.mjs';
import { withoutTracking } from '@qs/shared/src/attribution/tracking-params.mjs';
import { RESULTS_VIEW_PARAMS } from '@qs/shared/src/routes/results-view-params.mjs';
import { LABEL as PARTNER_LABEL } from '@qs/shared/src/site/site-domain.mjs';

/** The public pages: home, comparators, plan pages, blog and articles, CMS landings (company lists, pages). */
const PUBLIC_MODULES = new Set(['qs_content/HomePage', 'qs_results/ComparePage', 'qs_detail/PlanDetailPage', 'qs_content/BlogPage', 'qs_content/LandingPage']);

/**
 * A path of this site, as written: one leading '/', no empty segment ('//host/x' is another host to a
 * URL parser), no dot segment, nothing encoded. Checked before a path reaches the prerenderer's Chromium.
 */
export const isSitePath = (pathname) =>
  typeof pathname === 'string' &&
  /^\/[A-Za-z0-9/_.-]*$/.test(pathname) &&
  pathname.length <= 200 &&
  !pathname.includes('//') &&
  !/(^|\/)\.{1,2}(\/|$)/.test(pathname) &&
  !pathname.includes('..');

/** A CMS preview shows a landing past every cache (docs/product/content.md#landing-preview): never a stored snapshot, nor a sitemap entry. */
const PREVIEW = /^\/preview(\/|$)/i;

export const isPublicPath = (pathname) => isSitePath(pathname) && !PREVIEW.test(pathname) && PUBLIC_MODULES.has(routeForPath(pathname).module);


/**
 * The results view's parameters (docs/adr/0004-results-view-in-the-url.md): the same for every visitor,
 * so a page 2, a filter or a sort is a page of its own. Not the compare set (`comparar`, one visitor's
 * choice) nor the sort by distance (it depends on where the visitor is).
 */
/** @type {ReadonlySet<string>} */
const VIEW_PARAMS = new Set(Object.values(RESULTS_VIEW_PARAMS));
const VIEW_VALUE = /^[A-Za-z0-9_,.-]{1,120}$/;
const MAX_PAGE_LENGTH = 400;

/**
 * The snapshot page an address shows: its path, plus the results view's parameters in one order when it is
 * a comparator; tracking parameters (an ad's utm_*, gclid…) dropped, they change nothing on the page.
 * Null when the path is not public or the query holds anything else.
 */
export const snapshotPageOf = (pathname, query = '') => {
  if (!isPublicPath(pathname)) return null;
  const params = new URLSearchParams(withoutTracking(query));
  const names = [...params.keys()];
  if (names.length === 0) return pathname;
  if (routeForPath(pathname).module !== 'qs_results/ComparePage') return null;
  if (new Set(names).size !== names.length || names.some((name) => !VIEW_PARAMS.has(name))) return null;
  if ([...params.values()].some((value) => !VIEW_VALUE.test(value)) || params.get(RESULTS_VIEW_PARAMS.order) === 'DISTANCE') return null;
  params.sort();
  const page = `${pathname}?${params}`;
  return page.length <= MAX_PAGE_LENGTH ? page : null;
};

/** A page shown inside a partner's iframe (shared/src/routes/frame-auth.ts) is laid out without the site around it. */
const FRAME_AUTH = 'IFRAME_AUTH';

/**
 * The page whose frame an address of a comparator may be sent while it has no snapshot of its own: the
 * comparator's path alone (its heading and everything around the results are the same for every view and
 * every visitor; the parts that are not are placeholders in the frame). Null for any other page, and for
 * a page inside a partner's iframe.
 */
export const framePageOf = (pathname, query = '') =>
  isPublicPath(pathname) && routeForPath(pathname).module === 'qs_results/ComparePage' && !new URLSearchParams(query).has(FRAME_AUTH) ? pathname : null;

/** Pages whose kind frame is kept (their slice marks the page's fields and parts): a plan's page, an article. */
const KIND_MODULES = new Set(['qs_detail/PlanDetailPage', 'qs_content/BlogPage']);

/**
 * The kind of page an address shows, for its kind frame (kind-frame.mjs): the route pattern of a plan's own
 * page (its first tab; a tab's page is laid out otherwise) or of an article (not the blog's list: a pattern
 * with no parameter is one page, not a kind), with nothing in its query but tracking parameters. Every page
 * of one kind is laid out alike; only their fields differ. Null for any other page.
 */
export const pageKindOf = (pathname, query = '') => {
  if (!isPublicPath(pathname) || new URLSearchParams(withoutTracking(query)).size > 0) return null;
  const { module, path, params } = routeMatchForPath(pathname);
  return KIND_MODULES.has(module) && path?.includes('/:') && !params['*'] ? path : null;
};

/**
 * A kind frame's key: beside the pages' own keys (snapshotKey), never one of them (a page starts with '/').
 * @param {string} variant
 * @param {string} kind
 * @param {string|null} [partner]
 */
export const kindFrameKey = (variant, kind, partner = null) => `${variant} ${partner ?? ''} kind ${kind}`;

/**
 * The key of the kind frame a page (a snapshot page: path, maybe a query) is sent, or null when it is of no kind.
 * @param {string} page
 * @param {string} variant
 * @param {string|null} [partner]
 */
export const kindFrameKeyOf = (page, variant, partner = null) => {
  const kind = pageKindOf(...page.split('?'));
  return kind && kindFrameKey(variant, kind, partner);
};

/** Whether `page` is a snapshot page exactly as snapshotPageOf writes it (what the capture worker accepts). */
export const isSnapshotPage = (page) => {
  if (typeof page !== 'string') return false;
  const [pathname, query, ...rest] = page.split('?');
  return rest.length === 0 && query !== '' && snapshotPageOf(pathname, query ?? '') === page;
};

/** Null for the main site, or a partner's label (as the site's one subdomain parser accepts it). */
export const isPartner = (partner) => partner === null || partner === undefined || (typeof partner === 'string' && PARTNER_LABEL.test(partner));

/**
 * A snapshot's key: the viewport, then the partner's label (none for the main site) and the page.
 * @param {string} variant
 * @param {string} page
 * @param {string|null} [partner]
 */
export const snapshotKey = (variant, page, partner = null) => `${variant} ${partner ?? ''}${page}`;

/**
 * The address the capture worker loads: the page on the main site's origin or on `{partner}.{domain}`.
 * @param {string} siteUrl
 * @param {string} page
 * @param {string|null} [partner]
 */
export const pageUrl = (siteUrl, page, partner = null) => {
  const site = new URL(siteUrl);
  if (partner) site.hostname = `${partner}.${site.hostname}`;
  return new URL(page, site.origin);
};
