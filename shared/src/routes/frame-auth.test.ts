import { withFrameAuth } from './frame-auth';

describe('withFrameAuth', () => {
  it('adds the current page token to a site path, keeping its query and hash', () => {
    expect(withFrameAuth('/EPS/salud-andina-eps/plan-oro?tab=2#coberturas', '?IFRAME_AUTH=tok-1&x=1')).toBe(
      '/EPS/salud-andina-eps/plan-oro?tab=2&IFRAME_AUTH=tok-1#coberturas',
    );
  });

  it('leaves the path alone outside a frame visit', () => {
    expect(withFrameAuth('/EPS/salud-andina-eps/plan-oro', '?utm_source=x')).toBe('/EPS/salud-andina-eps/plan-oro');
  });
});
