import type { PartnerConfig } from '@qs/shared';
import { partnerRedirectFor } from './partner-paths';

const aliado = {
  name: 'aliado',
  allowedUrls: ['/EPS', '/Seguros'],
  redirects: { allowedPaths: ['/Comparar'], defaultPath: '/Comparar/EPS' },
} as PartnerConfig;

describe('partnerRedirectFor', () => {
  it('leaves the main site alone', () => {
    expect(partnerRedirectFor('/QS-Blog', null)).toBeNull();
  });

  it("sends the root to the partner's default path, or /Comparar", () => {
    expect(partnerRedirectFor('/', aliado)).toBe('/Comparar/EPS');
    expect(partnerRedirectFor('/', { name: 'x' } as PartnerConfig)).toBe('/Comparar');
  });

  it.each([
    '//evil.example',
    '/\\evil.example/x',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('never redirects to a default path that is not a path of the site (%j)', (defaultPath) => {
    const partner = { name: 'x', redirects: { defaultPath } } as PartnerConfig;
    expect(partnerRedirectFor('/', partner)).toBe('/Comparar');
    expect(
      partnerRedirectFor('/QS-Blog', { ...partner, redirects: { defaultPath, allowedPaths: ['/Comparar'] } }),
    ).toBe('/Comparar');
  });

  it('allows paths under the allowed paths and redirects the rest', () => {
    expect(partnerRedirectFor('/Comparar/Polizas-de-Salud', aliado)).toBeNull();
    expect(partnerRedirectFor('/EPS/salud-andina-eps/plan-oro', aliado)).toBeNull();
    expect(partnerRedirectFor('/QS-Blog', aliado)).toBe('/Comparar/EPS');
    expect(partnerRedirectFor('/Comparador-falso', aliado)).toBe('/Comparar/EPS');
    expect(partnerRedirectFor('/Medicina-Prepagada/vida/plan', aliado)).toBe('/Comparar/EPS');
  });

  it('lets a shared link resolve first; its view is gated after navigation', () => {
    expect(partnerRedirectFor('/url/AbCd2345', aliado)).toBeNull();
    expect(partnerRedirectFor('/urls', aliado)).toBe('/Comparar/EPS');
  });
});
