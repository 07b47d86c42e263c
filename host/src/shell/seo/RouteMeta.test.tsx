import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { siteUrl, type PartnerConfig } from '@qs/shared';
import { SiteContext } from '../../app/site-context';
import { routeMetaKey } from './route-meta';
import { resolveDocumentMeta, RouteMeta, SITE_IMAGE_PATH, type RouteMetaProps } from './RouteMeta';

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

const ORIGIN = new URL(siteUrl('/')).origin;
const ogOf = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
const nameOf = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
const ALIADO = {
  name: 'Banco Aliado',
  SEOMetadata: {
    title: 'Seguros Aliado',
    description: 'Los seguros de Aliado',
    imageRRSS: '/api/images/partners/aliado-rrss.svg',
    imageTw: '/api/images/partners/aliado-twitter.svg',
    twitterSite: '@bancoaliado',
    author: 'Banco Aliado',
    addedTags: ['banco aliado', 'seguros de salud'],
  },
} as PartnerConfig;
const t = (key: string, options: Record<string, string> = {}) => (options.title ? `${options.title} | QS` : key);

describe('link previews per route', () => {
  it("puts the route's Open Graph and X card tags on the document, the site's image by default, and follows navigation", async () => {
    renderAt('/Comparar/EPS');
    expect(ogOf('og:title')).toBe('Compara planes complementarios de EPS | QuieroSeguro');
    expect(ogOf('og:url')).toBe(`${ORIGIN}/Comparar/EPS`);
    expect(ogOf('og:image')).toBe(`${ORIGIN}${SITE_IMAGE_PATH}`);
    expect(ogOf('og:type')).toBe('website');
    expect(ogOf('og:locale')).toBe('es_CO');
    expect(ogOf('og:site_name')).toBe('QuieroSeguro');
    expect(nameOf('twitter:card')).toBe('summary_large_image');
    await userEvent.click(screen.getByRole('link', { name: 'Pólizas' }));
    expect(ogOf('og:title')).toBe('Compara pólizas de salud | QuieroSeguro');
    expect(ogOf('og:url')).toBe(`${ORIGIN}/Comparar/Polizas-de-Salud`);
    expect(nameOf('twitter:title')).toBe('Compara pólizas de salud | QuieroSeguro');
  });

  it("uses a partner's images, X account, author and keywords", () => {
    const meta = resolveDocumentMeta('/Comparar/EPS', ALIADO, t);
    expect(meta).toMatchObject({
      title: 'Seguros Aliado',
      description: 'Los seguros de Aliado',
      image: `${ORIGIN}/api/images/partners/aliado-rrss.svg`,
      twitterImage: `${ORIGIN}/api/images/partners/aliado-twitter.svg`,
      twitterSite: '@bancoaliado',
      author: 'Banco Aliado',
      keywords: 'banco aliado, seguros de salud',
      siteName: 'Banco Aliado',
      canonical: `${ORIGIN}/Comparar/EPS`,
    });
  });

  it("takes what the page says of itself: its title, type, image and structured data over the route's", () => {
    const page = {
      title: 'Vista General - Plan Oro | Banco Aliado',
      description: 'El Plan Oro',
      type: 'product' as const,
      image: '/api/images/products/EPS-ORO.svg',
      structuredData: [{ '@type': 'Product' }],
    };
    expect(resolveDocumentMeta('/EPS/a/b', null, t, {}, page)).toMatchObject({
      title: page.title,
      description: 'El Plan Oro',
      type: 'product',
      image: `${ORIGIN}/api/images/products/EPS-ORO.svg`,
      twitterImage: null,
      structuredData: page.structuredData,
    });
    // On a partner's site the page keeps its title and image; the description is the partner's.
    expect(resolveDocumentMeta('/EPS/a/b', ALIADO, t, {}, page)).toMatchObject({
      title: page.title,
      description: 'Los seguros de Aliado',
      image: `${ORIGIN}/api/images/products/EPS-ORO.svg`,
      twitterImage: null,
      twitterSite: '@bancoaliado',
    });
  });
});

describe('on a page the server rendered', () => {
  afterEach(() => document.getElementById('root')?.remove());

  it("leaves the first meta to the head the server sent (its plan's own, before the slot hydrates), then follows navigation", async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-ssr', '');
    document.body.append(root);
    document.title = 'Vista General - Plan Oro | QuieroSeguro';
    renderAt('/EPS/salud-andina-eps/plan-oro');
    expect(document.title).toBe('Vista General - Plan Oro | QuieroSeguro');
    await userEvent.click(screen.getByRole('link', { name: 'Pólizas' }));
    expect(document.title).toBe('Compara pólizas de salud | QuieroSeguro');
    expect(ogOf('og:url')).toBe(`${ORIGIN}/Comparar/Polizas-de-Salud`);
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
