import { isTrackingParam, withoutTracking } from './tracking-params.mjs';

describe('tracking parameters', () => {
  it('names campaign and ad-click parameters, and nothing the page reads', () => {
    for (const name of ['utm_source', 'UTM_Campaign', 'gclid', 'fbclid', 'msclkid', 'gbraid', '_gl'])
      expect(isTrackingParam(name)).toBe(true);
    for (const name of ['pagina', 'companias', 'code', 'utm', 'forceRefresh'])
      expect(isTrackingParam(name)).toBe(false);
  });

  it('leaves what else the query says, or nothing', () => {
    expect(withoutTracking('utm_source=google&utm_medium=cpc&gclid=abc')).toBe('');
    expect(withoutTracking('pagina=2&utm_source=google')).toBe('pagina=2');
    expect(withoutTracking('')).toBe('');
  });
});
