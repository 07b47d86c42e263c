import type { ReactNode } from 'react';
import { useSiteLocation } from './useSiteLocation';
import { useSite } from './site-context';
import { partnerRedirectFor } from './partner-paths';
import { Redirect } from './Redirect';

/** Partner routes enforced: typing a disallowed URL never shows it. */
export const PartnerGate = ({ children }: { children: ReactNode }) => {
  const { partner } = useSite();
  const { pathname, search } = useSiteLocation();
  const target = partnerRedirectFor(pathname, partner);
  return target && target !== pathname ? (
    <Redirect to={`${target}${pathname === '/' ? search : ''}`} />
  ) : (
    <>{children}</>
  );
};
