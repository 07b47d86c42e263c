import type { Profile } from '../domain/profile';
import type { LeadAnswer } from '../domain/lead';
import type { ExperimentGroup, ExperimentName } from '../experiments/ab-group';

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
  /** A purchase was paid or confirmed while the visitor was on its page (not when a finished one is opened again). */
  'purchase/completed': {
    version: 1;
    payload: { purchaseId: string; productCode: string; planName: string; value: number; currency: 'COP' };
  };
  /** The visitor saw the part of a page an A/B test changes (the variation) or would change (the control). */
  'experiment/exposed': {
    version: 1;
    payload: { experiment: ExperimentName; group: ExperimentGroup; itemId: string };
  };
  /**
   * The page refused a slice that needs a newer copy of a shared singleton than the page has
   * (docs/adr/0021-shared-code-versions.md): its slots show their error panel.
   */
  'slice/incompatible': {
    version: 1;
    payload: { slice: string; mismatches: Array<{ pkg: string; required: string; provided: string }> };
  };
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
  'purchase/completed': [1],
  'experiment/exposed': [1],
  'slice/incompatible': [1],
};

/** Events whose last value is replayed to late subscribers. */
export const REPLAYED_EVENTS: ReadonlyArray<QsEventName> = ['profile/changed', 'referrer/changed'];
