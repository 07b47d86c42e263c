import { BehaviorSubject, type Observable } from 'rxjs';
import type { PartnerConfig } from '../domain/partner';

const partner$ = new BehaviorSubject<PartnerConfig | null>(null);

/** Set once by the host after resolving the subdomain; slices read it (allowed organizations...). */
export const setPartner = (config: PartnerConfig | null): void => partner$.next(config);
export const getPartner = (): PartnerConfig | null => partner$.getValue();
export const observePartner = (): Observable<PartnerConfig | null> => partner$.asObservable();

/** The subdomain of `{partner}.localhost` / `{partner}.example.co`; null on the main site. */
export const partnerSubdomain = (hostname: string, siteDomain = 'localhost'): string | null => {
  if (!hostname.endsWith(`.${siteDomain}`)) return null;
  const sub = hostname.slice(0, -(siteDomain.length + 1));
  return sub && sub !== 'www' && /^[a-z0-9-]+$/i.test(sub) ? sub.toLowerCase() : null;
};
