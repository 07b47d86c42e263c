import type { ReactNode } from 'react';
import { paths, type Slice } from '@qs/shared';
import { useSite } from './site-context';
import { Redirect } from './Redirect';

export interface RequireSliceProps {
  slice: Slice;
  children: ReactNode;
}

/**
 * A route of a slice this site may not load (a partner without it) redirects to the partner's
 * default path: the remote is never fetched.
 */
export const RequireSlice = ({ slice, children }: RequireSliceProps) => {
  const { slices, partner, registryError } = useSite();
  if (slices.has(slice) || (registryError && !partner)) return <>{children}</>;
  const target = partner?.redirects?.defaultPath ?? paths.compareRoot.getHref();
  return <Redirect to={target} />;
};
