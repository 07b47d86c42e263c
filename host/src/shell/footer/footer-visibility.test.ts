import type { PartnerConfig } from '@qs/shared';
import { isFooterShown } from './footer-visibility';

const partner = (footerEnabledRoutes: string[]) => ({ name: 'aliado', footerEnabledRoutes }) as PartnerConfig;

describe('isFooterShown', () => {
  it('always shows the footer on the main site', () => {
    expect(isFooterShown(null, '/')).toBe(true);
    expect(isFooterShown(null, '/Comparar/EPS')).toBe(true);
  });

  it("shows it in partner mode only on and below the partner's enabled routes", () => {
    const aliado = partner(['/Comparar', 'contacto']);
    expect(isFooterShown(aliado, '/Comparar')).toBe(true);
    expect(isFooterShown(aliado, '/Comparar/EPS')).toBe(true);
    expect(isFooterShown(aliado, '/comparar/eps/')).toBe(true);
    expect(isFooterShown(aliado, '/contacto')).toBe(true);
    expect(isFooterShown(aliado, '/EPS/salud-andina-eps/plan-oro')).toBe(false);
    expect(isFooterShown(aliado, '/')).toBe(false);
  });

  it('matches whole path segments, not partial words', () => {
    expect(isFooterShown(partner(['/Comparar']), '/Comparador')).toBe(false);
  });

  it('hides the footer everywhere when a partner enables no route, and shows it everywhere for "/"', () => {
    expect(isFooterShown(partner([]), '/Comparar/EPS')).toBe(false);
    expect(isFooterShown(partner(['/']), '/QS-Blog')).toBe(true);
  });
});
