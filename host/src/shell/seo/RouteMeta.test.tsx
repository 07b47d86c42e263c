import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import type { PartnerConfig } from '@qs/shared';
import { SiteContext } from '../../app/site-context';
import { routeMetaKey } from './route-meta';
import { RouteMeta, type RouteMetaProps } from './RouteMeta';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

const renderAt = (path: string, partner: PartnerConfig | null = null, props: RouteMetaProps = {}) =>
  render(
    <SiteContext.Provider value={{ partner, slices: new Set() }}>
      <MemoryRouter initialEntries={[path]}>
        <RouteMeta {...props} />
        <Link to="/Comparar/Polizas-de-Salud">Pólizas</Link>
      </MemoryRouter>
    </SiteContext.Provider>,
  );

beforeEach(() => {
  document.title = '';
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('document meta per route', () => {
  it("uses the default title 'Cotiza y contrata online' on the home page", () => {
    renderAt('/');
    expect(document.title).toBe('Cotiza y contrata online');
    expect(description()).toMatch(/^Compara planes complementarios de EPS/);
  });

  it("sets the route's title and description, and follows navigation", async () => {
    renderAt('/Comparar/EPS');
    expect(document.title).toBe('Compara planes complementarios de EPS | QuieroSeguro');
    expect(description()).toBe('Compara precios y coberturas de los planes complementarios de EPS en Colombia.');

    await userEvent.click(screen.getByRole('link', { name: 'Pólizas' }));
    expect(document.title).toBe('Compara pólizas de salud | QuieroSeguro');
  });

  it("lets a page give its own title, e.g. a plan's name", () => {
    renderAt('/EPS/salud-andina-eps/plan-oro', null, { title: 'Plan Oro de Salud Andina' });
    expect(document.title).toBe('Plan Oro de Salud Andina | QuieroSeguro');
    expect(description()).toBe('Coberturas, precios y condiciones del plan.');
  });

  it("uses the partner's SEOMetadata title and description instead", () => {
    const partner = {
      name: 'aliado',
      SEOMetadata: { title: 'Seguros Aliado', description: 'Los seguros de Aliado' },
    } as PartnerConfig;
    renderAt('/Comparar/EPS', partner);
    expect(document.title).toBe('Seguros Aliado');
    expect(description()).toBe('Los seguros de Aliado');
  });

  it('keeps the route description when the partner names only a title', () => {
    renderAt('/QS-Blog', { name: 'aliado', SEOMetadata: { title: 'Seguros Aliado' } } as PartnerConfig);
    expect(document.title).toBe('Seguros Aliado');
    expect(description()).toBe('Artículos y guías para entender los seguros de salud en Colombia.');
  });
});

describe('routeMetaKey', () => {
  it.each([
    ['/', null],
    ['/Comparar', 'compare'],
    ['/comparar/eps/', 'compareEps'],
    ['/Comparar/Empresas', 'compareCompanies'],
    ['/Comparar/Seguros-Mascotas', 'comparePets'],
    ['/Seguros/aseguradora-andina/poliza-integral', 'planDetail'],
    ['/Medicina-Prepagada/prepagada-sol/plan-azul/Coberturas', 'planDetail'],
    ['/Empresa/SEGURO-COLECTIVO/aseguradora-andina/Planes/colectivo-basico', 'planDetail'],
    ['/Medicina-Prepagada', 'prepaidList'],
    ['/QS-Blog/como-elegir-eps', 'blog'],
    ['/Referidos-EPS', 'referrals'],
    ['/Sitemap-Products', 'productMap'],
    ['/Comparar/Desconocido', null],
  ])('%s → %s', (pathname, key) => {
    expect(routeMetaKey(pathname)).toBe(key);
  });
});
