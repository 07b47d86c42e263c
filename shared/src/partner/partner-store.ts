import { BehaviorSubject, type Observable } from 'rxjs';
import type { PartnerConfig } from '../api/contract';

const partner$ = new BehaviorSubject<PartnerConfig | null>(null);

/** Set once by the host after resolving the subdomain; slices read it (allowed organizations...). */
export const setPartner = (config: PartnerConfig | null): void => partner$.next(config);
export const getPartner = (): PartnerConfig | null => partner$.getValue();
export const observePartner = (): Observable<PartnerConfig | null> => partner$.asObservable();
