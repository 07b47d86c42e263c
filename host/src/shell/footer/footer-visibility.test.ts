import type { PartnerConfig } from '@qs/shared';
import { isFooterShown } from './footer-visibility';

const partner = (footerEnabledRoutes: string[]) => ({ name: 'aliado', footerEnabledRoutes }) as PartnerConfig;

describe('isFooterShown', () => {
  it('always shows the footer on the main site', () => {
    expect(isFooterShown(null, '/')).toBe(true);
    expect(isFooterShown(null, '/Comparar/EPS')).toBe(true);
  });

  it("shows it in partner mode only on the partner's enabled routes, as the router matches them", () => {
    const aliado = partner(['/Comparar/EPS', 'contacto']);
    expect(isFooterShown(aliado, '/Comparar/EPS')).toBe(true);
    expect(isFooterShown(aliado, '/comparar/eps/')).toBe(true);
    expect(isFooterShown(aliado, '/contacto')).toBe(true);
    expect(isFooterShown(aliado, '/Comparar/Polizas-de-Salud')).toBe(false);
    expect(isFooterShown(aliado, '/EPS/salud-andina-eps/plan-oro')).toBe(false);
    expect(isFooterShown(aliado, '/')).toBe(false);
  });

  it('takes each entry as a whole route, not as the start of others', () => {
    expect(isFooterShown(partner(['/Comparar/EPS']), '/Comparar/EPS/Empresa')).toBe(false);
    expect(isFooterShown(partner(['/QS-Blog']), '/QS-Blog/medicina-prepagada-mas-economica')).toBe(false);
    expect(isFooterShown(partner(['/Comparar']), '/Comparar/EPS')).toBe(false);
    expect(isFooterShown(partner(['/']), '/QS-Blog')).toBe(false);
  });

  it('hides the footer everywhere when a partner enables no route', () => {
    expect(isFooterShown(partner([]), '/Comparar/EPS')).toBe(false);
    expect(isFooterShown({ name: 'aliado' } as PartnerConfig, '/Comparar/EPS')).toBe(false);
  });
});
