import { PLAN_SECTIONS } from '@qs/shared';

/**
 * The plan's base URL from a pathname: /EPS/{org}/{plan}[/{tab}] and
 * /Empresa/{type}/{org}/Planes/{plan}[/{tab}]; the older /Planes/ form of individual paths is accepted.
 */
export const planBaseUrl = (pathname: string): string | null => {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [section, ...rest] = segments;
  if (!PLAN_SECTIONS.includes(section as (typeof PLAN_SECTIONS)[number])) return null;
  if (section === 'Empresa') {
    const [type, org, planes, plan] = rest;
    return type && org && planes === 'Planes' && plan ? `/Empresa/${type}/${org}/Planes/${plan}` : null;
  }
  const parts = rest[1] === 'Planes' ? [rest[0], rest[2]] : [rest[0], rest[1]];
  return parts[0] && parts[1] ? `/${section}/${parts[0]}/${parts[1]}` : null;
};

/** The first tab, whose URL is the base URL itself (docs/product/detail.md#tabs). */
export const HOME_TAB = 'home';

/**
 * The tab segment of a plan pathname (the segment after the plan), or HOME_TAB when there is none.
 * Null for a path that is not a plan path. Whether the tab exists is the page's business (it knows the plan).
 */
export const planTabSegment = (pathname: string): string | null => {
  const base = planBaseUrl(pathname);
  if (!base) return null;
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const baseLength = segments[0] === 'Empresa' ? 5 : segments[2] === 'Planes' ? 4 : 3;
  return segments[baseLength] ?? HOME_TAB;
};

/** The URL of a tab: the base for 'home', base/{tab} for the others (docs/product/detail.md#tabs). */
export const planTabHref = (base: string, tab: string): string => (tab === HOME_TAB ? base : `${base}/${tab}`);

/** Where a plan that is not found sends the visitor (docs/product/detail.md#routes). */
export const notFoundFallback = (pathname: string): string => {
  const section = pathname.split('/').filter(Boolean)[0];
  switch (section) {
    case 'Seguros':
      return '/Comparar/Polizas-de-Salud';
    case 'Medicina-Prepagada':
      return '/Comparar/Medicina-Prepagada';
    case 'Empresa':
      return '/Comparar/Empresas';
    default:
      return '/Comparar/EPS';
  }
};
