import { matchPath } from 'react-router';
import { paths, type Slice } from '@qs/shared';
import type { SiteStart } from '../start/start-site';
import { partnerRedirectFor } from './partner-paths';
import { fillTarget, REDIRECTS } from './redirects';

/**
 * Which slice renders a site path, as `SiteRoutes` mounts them: the comparators are results, plan
 * pages detail, purchase and the profile generator forms, everything else (home, blog, contact,
 * landings, 404) content. Redirects count as their target. `SiteRoutes.test` keeps the two in step.
 */
const SLICE_PATTERNS: ReadonlyArray<[string, Slice]> = [
  [paths.compareRoot.path, 'results'],
  [paths.compare.path, 'results'],
  [paths.planEps.path, 'detail'],
  [paths.planSeguros.path, 'detail'],
  [paths.planPrepagada.path, 'detail'],
  [paths.planEmpresa.path, 'detail'],
  [paths.purchase.path, 'forms'],
  [paths.profileGenerator.path, 'forms'],
];

const pathOf = (href: string): string | null => {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return new URL(href, 'http://site').pathname;
};

export const sliceForPath = (href: string): Slice | null => {
  const pathname = pathOf(href);
  if (pathname === null) return null;
  for (const { from, to } of REDIRECTS) {
    const match = matchPath(from, pathname);
    if (match) return sliceForPath(fillTarget(to, match.params));
  }
  // Like the router, a more specific route wins: '/Seguros' alone is a content landing list.
  const found = SLICE_PATTERNS.find(([pattern]) => matchPath(pattern, pathname));
  return found ? found[1] : 'content';
};

/**
 * Whether a link of the shell keeps the visitor where it points: always on the main site; on a
 * partner site only inside the partner's paths and on a slice the partner loads (else the gate
 * would bounce the visitor to the default path). Links off the site are always kept.
 */
export const isReachable = (href: string, { partner, slices }: Pick<SiteStart, 'partner' | 'slices'>): boolean => {
  const pathname = pathOf(href);
  if (!partner || pathname === null) return true;
  const slice = sliceForPath(pathname);
  return partnerRedirectFor(pathname, partner) === null && slice !== null && slices.has(slice);
};
