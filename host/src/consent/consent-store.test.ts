import { applySwitchesFromUrl } from '@qs/shared';
import { allows, chooseConsent, CONSENT_KEY, readConsent, resetConsentCache, subscribeConsent } from './consent-store';

describe('the consent store', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentCache();
  });

  it('has no choice, and allows nothing, until the visitor chooses', () => {
    expect(readConsent()).toBeNull();
    expect(allows('analytics')).toBe(false);
    expect(allows('advertising')).toBe(false);
  });

  it('keeps the choice with its time and version, and tells its listeners', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeConsent(listener);
    chooseConsent({ analytics: true, advertising: false }, new Date('2026-12-02T10:00:00Z'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toEqual({
      version: 1,
      analytics: true,
      advertising: false,
      decidedAt: '2026-12-02T10:00:00.000Z',
    });
    resetConsentCache();
    expect(readConsent()).toMatchObject({ analytics: true, advertising: false });
    expect(allows('analytics')).toBe(true);
    expect(allows('advertising')).toBe(false);
    unsubscribe();
  });

  it('asks again for a choice made under another version, or unreadable', () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ version: 0, analytics: true, advertising: true, decidedAt: 'x' }),
    );
    expect(readConsent()).toBeNull();
    resetConsentCache();
    localStorage.setItem(CONSENT_KEY, '{not json');
    expect(readConsent()).toBeNull();
  });

  it("turns advertising off while the staff's pixels switch is off, whatever the visitor allowed", () => {
    chooseConsent({ analytics: true, advertising: true });
    expect(allows('advertising')).toBe(true);
    applySwitchesFromUrl('?pixels=false');
    expect(allows('advertising')).toBe(false);
    expect(allows('analytics')).toBe(true);
    applySwitchesFromUrl('?pixels=true');
  });

  it('follows a choice made in another tab of the site (the storage event)', () => {
    expect(readConsent()).toBeNull();
    const listener = jest.fn();
    const unsubscribe = subscribeConsent(listener);
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ version: 1, analytics: false, advertising: false, decidedAt: '2026-12-02T10:00:00.000Z' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readConsent()).toMatchObject({ analytics: false, advertising: false });
    unsubscribe();
  });
});
