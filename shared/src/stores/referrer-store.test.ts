import { isReferrerExpired, readReferrer, REFERRER_LIFETIME_MS, saveReferrer } from './referrer-store';
import { getEventBus } from '../events/event-bus';

const referrer = {
  email: 'ana@example.co',
  name: 'Ana',
  loggedAs: 'referral' as const,
  initialDate: '2026-11-01T00:00:00.000Z',
};
const start = Date.parse(referrer.initialDate);

describe('referrer store', () => {
  it('keeps a referrer without an executive for 30 days and removes it afterwards', () => {
    saveReferrer(referrer);
    expect(readReferrer(start + REFERRER_LIFETIME_MS)).toEqual(referrer);
    expect(localStorage.getItem('qs_referrer')).not.toBeNull();
    expect(readReferrer(start + REFERRER_LIFETIME_MS + 1)).toBeNull();
    expect(localStorage.getItem('qs_referrer')).toBeNull();
  });

  it('never expires a referrer attached to an executive', () => {
    const withExecutive = { ...referrer, ejecutivo: 'ana.rodriguez@quieroseguro.co' };
    saveReferrer(withExecutive);
    expect(readReferrer(start + 10 * REFERRER_LIFETIME_MS)).toEqual(withExecutive);
  });

  it('treats an empty executive as none, and an unreadable date as expired', () => {
    expect(isReferrerExpired({ ...referrer, ejecutivo: null }, start + REFERRER_LIFETIME_MS + 1)).toBe(true);
    expect(isReferrerExpired({ ...referrer, ejecutivo: '' }, start + REFERRER_LIFETIME_MS + 1)).toBe(true);
    expect(isReferrerExpired({ ...referrer, initialDate: 'ayer' }, start)).toBe(true);
    expect(isReferrerExpired(referrer, start + 1)).toBe(false);
  });

  it('announces changes on the bus', () => {
    saveReferrer(referrer);
    expect(getEventBus().current('referrer/changed')).toEqual({ referrer });
    saveReferrer(null);
    expect(getEventBus().current('referrer/changed')).toEqual({ referrer: null });
  });
});
