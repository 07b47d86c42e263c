/**
 * Title and description per route (docs/product/shell.md#seo-and-meta), as keys of `seo.routes.<key>` in es.json.
 * Patterns use the router's syntax (':param' may also end a segment, as in 'Referidos-:product';
 * a final '*' covers deeper paths) and match case-insensitively, like the router. First match wins.
 */
export const ROUTE_META: ReadonlyArray<{ pattern: string; key: string }> = [
  { pattern: '/Comparar', key: 'compare' },
  { pattern: '/Comparar/EPS', key: 'compareEps' },
  { pattern: '/Comparar/Polizas-de-Salud', key: 'comparePolicies' },
  { pattern: '/Comparar/Medicina-Prepagada', key: 'comparePrepaid' },
  { pattern: '/Comparar/Empresas', key: 'compareCompanies' },
  { pattern: '/Comparar/Seguros-Mascotas', key: 'comparePets' },
  { pattern: '/EPS/:urlOrganization/:insuranceUrl/*', key: 'planDetail' },
  { pattern: '/Seguros/:urlOrganization/:insuranceUrl/*', key: 'planDetail' },
  { pattern: '/Medicina-Prepagada/:urlOrganization/:insuranceUrl/*', key: 'planDetail' },
  { pattern: '/Empresa/:productType/:urlOrganization/Planes/:insuranceUrl/*', key: 'planDetail' },
  { pattern: '/Insurance-List', key: 'insuranceList' },
  { pattern: '/contacto', key: 'contact' },
  { pattern: '/Compra-Online/*', key: 'purchase' },
  { pattern: '/v1', key: 'profile' },
  { pattern: '/Seguro-Adicional', key: 'additionalInsurance' },
  { pattern: '/QS-Blog/*', key: 'blog' },
  { pattern: '/Sitemap-Products', key: 'productMap' },
  { pattern: '/Clinicas-y-Hospitales', key: 'clinics' },
  { pattern: '/Medicina-Prepagada', key: 'prepaidList' },
  { pattern: '/Seguros', key: 'insurers' },
  { pattern: '/EPS', key: 'epsList' },
  { pattern: '/Registro', key: 'register' },
  { pattern: '/Partners-y-Alianzas', key: 'partners' },
  { pattern: '/politica-de-tratamiento-de-datos', key: 'privacyPolicy' },
  { pattern: '/derechos-sobre-mis-datos/*', key: 'dataRights' },
  { pattern: '/Referidos-:product', key: 'referrals' },
  { pattern: '/not-found', key: 'notFound' },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const patternToRegExp = (pattern: string): RegExp => {
  const deep = pattern.endsWith('/*');
  const segments = (deep ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  const body = segments.map((segment) => `/${escape(segment).replace(/:[A-Za-z_]\w*/g, '[^/]+')}`).join('');
  return new RegExp(`^${body}${deep ? '(?:/.*)?' : ''}/?$`, 'i');
};

const COMPILED = ROUTE_META.map((entry) => ({ ...entry, regExp: patternToRegExp(entry.pattern) }));

/** Key of the route meta for a path, or null for the home page and paths without their own. */
export const routeMetaKey = (pathname: string): string | null =>
  COMPILED.find(({ regExp }) => regExp.test(pathname))?.key ?? null;
