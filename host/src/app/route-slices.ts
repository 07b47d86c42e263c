import type { Slice } from '@qs/shared';
import type { SiteStart } from '../start/start-site';
import { partnerRedirectFor } from './partner-paths';
import { routeForPath } from './route-table.mjs';

const pathOf = (href: string): string | null => {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return new URL(href, 'http://site').pathname;
};

/**
 * Which slice renders a site path, as `SiteRoutes` mounts them (the table in route-table.mjs, which the
 * host's server reads too for its preload hints). Redirects count as their target.
 */
export const sliceForPath = (href: string): Slice | null => {
  const pathname = pathOf(href);
  return pathname === null ? null : routeForPath(pathname).slice;
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
