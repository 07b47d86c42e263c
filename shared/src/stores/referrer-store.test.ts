import { readReferrer, REFERRER_LIFETIME_MS, saveReferrer } from './referrer-store';
import { getEventBus } from '../events/event-bus';

const referrer = { email: 'ana@example.co', name: 'Ana', loggedAs: 'referral' as const, initialDate: '2026-11-01T00:00:00.000Z' };

describe('referrer store', () => {
  it('keeps a referrer for 30 days and drops it afterwards', () => {
    saveReferrer(referrer);
    const start = Date.parse(referrer.initialDate);
    expect(readReferrer(start + REFERRER_LIFETIME_MS - 1)).toEqual(referrer);
    expect(readReferrer(start + REFERRER_LIFETIME_MS + 1)).toBeNull();
    expect(localStorage.getItem('qs_referrer')).toBeNull();
  });

  it('announces changes on the bus', () => {
    saveReferrer(referrer);
    expect(getEventBus().current('referrer/changed')).toEqual({ referrer });
    saveReferrer(null);
    expect(getEventBus().current('referrer/changed')).toEqual({ referrer: null });
  });
});
