// The one route → slice table, read by the shell in the browser (route-slices.ts, SiteRoutes) and by
// the host's server (server/route-hints.mjs, which tells the browser what the page will need before
// the shell's code runs). Plain JavaScript so Node can import it without a build; typed by
// route-table.d.mts. SiteRoutes.test and route-table.test keep it in step with `paths` and the router.
import { matchPath } from 'react-router';

/** Product name used in 'Que-es-{product}' (docs/product/shell.md#redirects). */
export const PRODUCT_NAME = 'QuieroSeguro';

/** Fixed redirects (docs/product/shell.md#redirects): old or alternative paths → where they live now. */
export const REDIRECTS = [
  { from: '/quehacemos', to: `/Que-es-${PRODUCT_NAME}` },
  { from: '/Seguro', to: '/Seguros' },
  { from: '/Seguros-de-Salud', to: '/Comparar/Polizas-de-Salud' },
  { from: '/QS-University', to: '/QS-Blog' },
  { from: '/QS-University/:slug', to: '/QS-Blog/:slug' },
  // The blog copy of that page; blog slugs are lower case (the API refuses any other form).
  { from: '/Medicina-Prepagada/Medicina-Prepagada-mas-Economica', to: '/QS-Blog/medicina-prepagada-mas-economica' },
  { from: '/EPS/:urlOrganization/Planes/:insuranceUrl/*', to: '/EPS/:urlOrganization/:insuranceUrl/*' },
  {
    from: '/Medicina-Prepagada/:urlOrganization/Planes/:insuranceUrl/*',
    to: '/Medicina-Prepagada/:urlOrganization/:insuranceUrl/*',
  },
];

/**
 * Which slice (and which of its exposed pages) renders a path, as `SiteRoutes` mounts them. First
 * match wins, like the router's ranking for these patterns: '/Seguros' alone is a content landing list,
 * '/Seguros/org/plan' a plan page. Anything else is the content slice (landings and not-found).
 */
export const SLICE_ROUTES = [
  { path: '/', slice: 'content', module: 'qs_content/HomePage' },
  { path: '/Comparar', slice: 'results', module: 'qs_results/ComparePage' },
  { path: '/Comparar/:comparator', slice: 'results', module: 'qs_results/ComparePage' },
  { path: '/EPS/:urlOrganization/:insuranceUrl/*', slice: 'detail', module: 'qs_detail/PlanDetailPage' },
  { path: '/Seguros/:urlOrganization/:insuranceUrl/*', slice: 'detail', module: 'qs_detail/PlanDetailPage' },
  { path: '/Medicina-Prepagada/:urlOrganization/:insuranceUrl/*', slice: 'detail', module: 'qs_detail/PlanDetailPage' },
  {
    path: '/Empresa/:productType/:urlOrganization/Planes/:insuranceUrl/*',
    slice: 'detail',
    module: 'qs_detail/PlanDetailPage',
  },
  { path: '/Compra-Online/:productCode?', slice: 'forms', module: 'qs_forms/PurchasePage' },
  { path: '/v1', slice: 'forms', module: 'qs_forms/ProfileGeneratorPage' },
  { path: '/Seguro-Adicional', slice: 'forms', module: 'qs_forms/AdditionalInsurancePage' },
  { path: '/QS-Blog', slice: 'content', module: 'qs_content/BlogPage' },
  { path: '/QS-Blog/:slug', slice: 'content', module: 'qs_content/BlogPage' },
  { path: '/contacto', slice: 'content', module: 'qs_content/ContactPage' },
  { path: '/Sitemap-Products', slice: 'content', module: 'qs_content/ProductMapPage' },
  { path: '/Partners-y-Alianzas', slice: 'content', module: 'qs_content/PartnersPage' },
  { path: '/Portal-clientes', slice: 'content', module: 'qs_content/CustomerPortalPage' },
  { path: '/politica-de-tratamiento-de-datos', slice: 'content', module: 'qs_content/PrivacyPolicyPage' },
  { path: '/derechos-sobre-mis-datos', slice: 'content', module: 'qs_content/DataRightsPage' },
  { path: '/derechos-sobre-mis-datos/confirmar', slice: 'content', module: 'qs_content/DataRightsPage' },
  { path: '/preview/*', slice: 'content', module: 'qs_content/LandingPage' },
  { path: '/not-found', slice: 'content', module: 'qs_content/NotFoundPage' },
];

/**
 * Pages of the host itself, in no slice: none. Their slice would be null, so the server would hint no remote for
 * them, never ask the API whether they exist and never render them. Staff pages are not kept here but in apps of
 * their own origin (the chat agents' inbox: agent-inbox/, docs/adr/0022-slices-by-business-area.md).
 * @type {ReadonlyArray<{ path: string, module: string }>}
 */
export const HOST_ROUTES = [];

/** Landings (lists, a company under its list, slugs) and paths the content slice sends to not-found. */
export const FALLBACK_ROUTE = { slice: 'content', module: 'qs_content/LandingPage' };

/** Fills `:param` and a trailing `*` of a redirect target from the matched params. */
export const fillTarget = (target, params) =>
  target
    .replace(/:([A-Za-z]+)/g, (_, name) => encodeURIComponent(params[name] ?? ''))
    .replace(/\/\*$/, params['*'] ? `/${params['*']}` : '');

/**
 * The route that renders `pathname` (a redirect counts as its target): its slice and exposed module, and
 * its pattern and params as matched, still percent-encoded (null and {} for the fallback).
 */
export const routeMatchForPath = (pathname) => {
  const known = matches.get(pathname);
  if (known) return known;
  const found = matchRoute(pathname, 0);
  matches.set(pathname, found);
  // Bounded: addresses are whatever visitors type. The oldest answer goes first.
  const oldest = matches.keys().next().value;
  if (matches.size > MAX_KEPT_MATCHES && oldest !== undefined) matches.delete(oldest);
  return found;
};

/**
 * Answers by path, kept: matching compiles every pattern into a regular expression again, and the server asks for
 * each page it sends (twice or three times), so a busy page paid for it hundreds of times a second.
 * @type {Map<string, ReturnType<typeof matchRoute>>}
 */
const matches = new Map();
const MAX_KEPT_MATCHES = 1000;

/** @param {string} pathname @param {number} depth redirects followed so far */
const matchRoute = (pathname, depth) => {
  for (const { from, to } of REDIRECTS) {
    const match = matchPath(from, pathname);
    if (match && depth < 3) return matchRoute(fillTarget(to, match.params), depth + 1);
  }
  for (const { path, module } of HOST_ROUTES) {
    const match = matchPath(path, pathname);
    if (match) return { slice: null, module, path, params: match.params };
  }
  for (const { path, slice, module } of SLICE_ROUTES) {
    const match = matchPath(path, pathname);
    if (match) return { slice, module, path, params: match.params };
  }
  return { ...FALLBACK_ROUTE, path: null, params: {} };
};

/** The slice (null: the host itself) and exposed module that render `pathname` (a redirect counts as its target). */
export const routeForPath = (pathname) => {
  const { slice, module } = routeMatchForPath(pathname);
  return { slice, module };
};
