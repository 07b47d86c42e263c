import type { Profile } from '../domain/profile';
import type { LeadAnswer } from '../domain/lead';

export interface Referrer {
  email: string;
  name: string;
  loggedAs: 'referral';
  initialDate: string;
  /** E-mail of the executive the referrer works with (docs/product/forms.md#referrer-storage); a referrer with one never expires. */
  ejecutivo?: string | null;
}

/**
 * Every event crossing slices: name → the version this build speaks and its payload.
 * Adding a field is backwards compatible; changing a meaning needs a new version
 * (see docs/adr/0003-event-bus-contract.md).
 */
export interface QsEventMap {
  'profile/completed': { version: 1; payload: { productType: string; profile: Profile } };
  'profile/changed': { version: 1; payload: { productType: string; profile: Profile | null } };
  'referrer/changed': { version: 1; payload: { referrer: Referrer | null } };
  'compare/changed': { version: 1; payload: { planIds: number[] } };
  'notification/read': { version: 1; payload: { messageId: string } };
  'plan/open-detail': { version: 1; payload: { planId: number; url: string; mode: 'modal' | 'page' } };
  'contact/sent': { version: 1; payload: { lead: LeadAnswer; productCode?: string } };
  /** Opens the live chat widget (the plan FAQ's 'Hablar con un ejecutivo'); the host's chat launcher listens. */
  'chat/open': { version: 1; payload: { source: string } };
}

export type QsEventName = keyof QsEventMap;
export type QsEventPayload<N extends QsEventName> = QsEventMap[N]['payload'];

export interface QsEvent<N extends QsEventName = QsEventName> {
  name: N;
  version: QsEventMap[N]['version'];
  payload: QsEventPayload<N>;
}

/** Versions this build understands, per event name. Anything else is ignored. */
export const KNOWN_EVENT_VERSIONS: { readonly [N in QsEventName]: ReadonlyArray<QsEventMap[N]['version']> } = {
  'profile/completed': [1],
  'profile/changed': [1],
  'referrer/changed': [1],
  'compare/changed': [1],
  'notification/read': [1],
  'plan/open-detail': [1],
  'contact/sent': [1],
  'chat/open': [1],
};

/** Events whose last value is replayed to late subscribers. */
export const REPLAYED_EVENTS: ReadonlyArray<QsEventName> = ['profile/changed', 'referrer/changed'];
