import { colombia, getBusinessLines, type CountryConfig } from '@qs/shared';

type BusinessLine = Awaited<ReturnType<typeof getBusinessLines>>[number];

export interface ConversionValue {
  value: number;
  currency: 'COP';
}

/**
 * A plan page's comparator: plans are listed by their section (/EPS/…, /Seguros/…), business lines by the
 * comparator their leads come from (/Comparar/EPS, /Comparar/Polizas-de-Salud).
 */
const PLAN_SECTION_COMPARATOR: Record<string, string> = {
  EPS: '/Comparar/EPS',
  'Medicina-Prepagada': '/Comparar/Medicina-Prepagada',
  Seguros: '/Comparar/Polizas-de-Salud',
  Empresa: '/Comparar/Empresas',
};
/** The line of a lead made on a page no line names: the contact page's. */
const FALLBACK_ROUTE = '/contacto';

const within = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

/** The path a page's leads are counted under: a plan page under its comparator, any other page as it is. */
export const leadRouteOf = (pathname: string): string => {
  const [section, ...rest] = pathname.split('/').filter(Boolean);
  const comparator = section === undefined ? undefined : PLAN_SECTION_COMPARATOR[section];
  return comparator && rest.length >= 2 ? comparator : pathname;
};

/**
 * What a lead made on `pathname` is worth: the business line whose route (`origin`) holds the page, the longest such
 * route winning, else the contact line's; in the country's currency. Null when no line has a value in COP.
 */
export const conversionValueOf = (
  lines: readonly BusinessLine[],
  pathname: string,
  country: CountryConfig = colombia,
): ConversionValue | null => {
  const route = leadRouteOf(pathname);
  const routesOf = (line: BusinessLine) => line.origin.map((origin) => origin.route);
  const longest = (line: BusinessLine) =>
    Math.max(
      -1,
      ...routesOf(line)
        .filter((origin) => within(route, origin))
        .map((origin) => origin.length),
    );
  const ranked = lines.map((line) => ({ line, length: longest(line) })).filter(({ length }) => length >= 0);
  ranked.sort((a, b) => b.length - a.length);
  const line = ranked[0]?.line ?? lines.find((candidate) => routesOf(candidate).includes(FALLBACK_ROUTE));
  const worth = line?.conversionValue[country.project];
  return worth && worth.currency === 'COP' ? { value: worth.value, currency: 'COP' } : null;
};
