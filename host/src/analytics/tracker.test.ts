import { applySwitchesFromUrl } from '@qs/shared';
import { chooseConsent, resetConsentCache } from '../consent/consent-store';
import { createCollector, type CollectedEvent } from './collector';
import { CLIENT_ID_KEY, forgetClientId, replaceCollector, track, trackConversion } from './tracker';

describe('track', () => {
  let sent: CollectedEvent[];
  beforeEach(() => {
    localStorage.clear();
    resetConsentCache();
    window.dataLayer = [];
    sent = [];
    const collector = createCollector({ send: (batch) => sent.push(...batch), schedule: () => undefined });
    replaceCollector(collector);
    window.history.replaceState(null, '', '/Comparar/EPS?utm_source=google&utm_campaign=eps-oro&x=1');
  });

  it('measures nothing before the visitor chooses: no data layer entry, no request', () => {
    expect(track('page_view')).toBe(false);
    expect(window.dataLayer).toEqual([]);
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBeNull();
  });

  it("pushes GTM's event to the data layer and gathers it with the page, comparator, campaign and a kept client id", () => {
    chooseConsent({ analytics: true, advertising: false });
    const collector = createCollector({ send: (batch) => sent.push(...batch), schedule: () => undefined });
    replaceCollector(collector);
    expect(track('view_item', { item_id: 'EPS101-ORO', value: 69400, currency: 'COP' })).toBe(true);
    expect(window.dataLayer).toEqual([
      {
        event: 'view_item',
        comparator: 'EPS',
        item_id: 'EPS101-ORO',
        value: 69400,
        currency: 'COP',
        utm_source: 'google',
        utm_campaign: 'eps-oro',
      },
    ]);
    collector.flush();
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'view_item',
        category: 'analytics',
        page: '/Comparar/EPS?utm_source=google&utm_campaign=eps-oro&x=1',
        clientId: JSON.parse(localStorage.getItem(CLIENT_ID_KEY)!),
        params: expect.objectContaining({ item_id: 'EPS101-ORO', comparator: 'EPS', utm_campaign: 'eps-oro' }),
      }),
    ]);
    forgetClientId();
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBeNull();
  });

  it('counts a conversion for advertising when allowed, for analytics otherwise, and not at all when neither is', () => {
    const collector = createCollector({ send: (batch) => sent.push(...batch), schedule: () => undefined });
    replaceCollector(collector);
    chooseConsent({ analytics: true, advertising: true });
    trackConversion('generate_lead', { value: 45000, currency: 'COP' });
    applySwitchesFromUrl('?pixels=false');
    trackConversion('generate_lead', { value: 45000, currency: 'COP' });
    applySwitchesFromUrl('?pixels=true');
    chooseConsent({ analytics: false, advertising: false });
    expect(trackConversion('generate_lead', { value: 45000, currency: 'COP' })).toBe(false);
    collector.flush();
    expect(sent.map((event) => event.category)).toEqual(['advertising', 'analytics']);
    expect(sent[0]!.params).toMatchObject({ value: 45000, currency: 'COP' });
  });
});
