const normalize = (path: string): string => {
  const trimmed = path.trim().toLowerCase().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
};

/**
 * True when `pathname` is one of `routes` or lies below one of them. Matching is per path
 * segment ('/Comparar' covers '/Comparar/EPS', not '/Comparador') and case-insensitive, as the
 * router matches paths; '/' covers every path.
 */
export const isUnderAnyRoute = (pathname: string, routes: readonly string[]): boolean => {
  const path = normalize(pathname);
  return routes.some((route) => {
    const prefix = normalize(route);
    return prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
  });
};
