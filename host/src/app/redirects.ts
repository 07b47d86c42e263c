/** Product name used in 'Que-es-{product}' (seed 000 §2). */
export const PRODUCT_NAME = 'QuieroSeguro';

/** Fixed redirects of seed 000 §2: old or alternative paths → where they live now. */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/quehacemos', to: `/Que-es-${PRODUCT_NAME}` },
  { from: '/Seguro', to: '/Seguros' },
  { from: '/Seguros-de-Salud', to: '/Comparar/Polizas-de-Salud' },
  { from: '/QS-University', to: '/QS-Blog' },
  { from: '/QS-University/:slug', to: '/QS-Blog/:slug' },
  // The blog copy of that page; blog slugs are lower case (the API refuses any other form).
  { from: '/Medicina-Prepagada/Medicina-Prepagada-mas-Economica', to: '/QS-Blog/medicina-prepagada-mas-economica' },
  { from: '/EPS/:urlOrganization/Planes/:insuranceUrl/*', to: '/EPS/:urlOrganization/:insuranceUrl/*' },
  { from: '/Medicina-Prepagada/:urlOrganization/Planes/:insuranceUrl/*', to: '/Medicina-Prepagada/:urlOrganization/:insuranceUrl/*' },
];

/** Fills `:param` and a trailing `*` of a redirect target from the matched params. */
export const fillTarget = (target: string, params: Record<string, string | undefined>): string =>
  target
    .replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
    .replace(/\/\*$/, params['*'] ? `/${params['*']}` : '');
