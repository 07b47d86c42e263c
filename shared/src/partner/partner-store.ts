import { BehaviorSubject, type Observable } from 'rxjs';
import type { PartnerConfig } from '../api/contract';
import { currentRenderScope } from '../server/render-scope';

const partner$ = new BehaviorSubject<PartnerConfig | null>(null);

/** Set once by the host after resolving the subdomain; slices read it (allowed organizations...). */
export const setPartner = (config: PartnerConfig | null): void => partner$.next(config);
/** The page's partner; on the server, the partner of the render running now. */
export const getPartner = (): PartnerConfig | null => {
  const scope = currentRenderScope();
  return scope ? scope.partner : partner$.getValue();
};
export const observePartner = (): Observable<PartnerConfig | null> => partner$.asObservable();
