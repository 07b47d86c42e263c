import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerSlices, type ContactWidgetProps } from '@qs/shared';
import { json, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { LandingPage } from './LandingPage';

// The "forms slice" is a widget that shows the lead's product it was handed.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const ContactWidget = ({ businessLine, productType }: ContactWidgetProps) => (
  <p aria-label="widget de contacto">{`línea ${businessLine ?? 'ninguna'} · ${productType ?? 'ninguno'}`}</p>
);

const referral = (product: string, title: string, extra: object) => ({
  url: `Referidos-${product}`,
  type: 'page',
  title,
  summary: 'Una persona de confianza te invitó.',
  html: '<h2 id="como-funciona">Cómo funciona</h2><p>Compara y contrata.</p>',
  plans: [],
  ...extra,
});

/** The host's /:landing route. */
const SlugRoute = () => <LandingPage landing={useParams().landing ?? ''} />;

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest
    .mocked(loadRemote)
    .mockImplementation(async (id: string) =>
      id === 'qs_forms/ContactWidget' ? { default: ContactWidget } : undefined,
    );
  registerSlices([{ name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0' }]);
});

describe('LandingPage — Referidos-{product} (docs/product/content.md#cms-landings)', () => {
  it("shows the product's referral texts, links to its comparator and sends the lead for its business line", async () => {
    const page = referral('Empresas', 'Te recomendaron un seguro colectivo para tu empresa', {
      referral: { businessLine: 4, comparator: 'Empresas', productType: 'SEGURO_COLECTIVO' },
    });
    stubApi({ '/api/country-landings/by-url?url=Referidos-Empresas': json(200, { data: page }) });
    renderPage(<SlugRoute />, { path: '/Referidos-Empresas', route: '/:landing' });
    const article = await screen.findByRole('article', { name: 'Te recomendaron un seguro colectivo para tu empresa' });
    expect(within(article).getByRole('link', { name: 'Comparar planes' })).toHaveAttribute(
      'href',
      '/Comparar/Empresas',
    );
    expect(await screen.findByLabelText('widget de contacto')).toHaveTextContent('línea 4 · SEGURO_COLECTIVO');
  });

  it('links the pet referral to the pet comparator', async () => {
    const page = referral('Mascotas', 'Te recomendaron un seguro para tu mascota', {
      referral: { businessLine: 5, comparator: 'Seguros-Mascotas' },
    });
    stubApi({ '/api/country-landings/by-url?url=Referidos-Mascotas': json(200, { data: page }) });
    renderPage(<SlugRoute />, { path: '/Referidos-Mascotas', route: '/:landing' });
    const article = await screen.findByRole('article', { name: 'Te recomendaron un seguro para tu mascota' });
    expect(within(article).getByRole('link', { name: 'Comparar planes' })).toHaveAttribute(
      'href',
      '/Comparar/Seguros-Mascotas',
    );
    expect(await screen.findByLabelText('widget de contacto')).toHaveTextContent('línea 5 · ninguno');
  });

  it('promises no comparator the site does not have', async () => {
    const page = referral('Mascotas', 'Te recomendaron un seguro para tu mascota', {
      referral: { businessLine: 5, comparator: 'Isapres' },
    });
    stubApi({ '/api/country-landings/by-url?url=Referidos-Mascotas': json(200, { data: page }) });
    renderPage(<SlugRoute />, { path: '/Referidos-Mascotas', route: '/:landing' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Te recomendaron un seguro para tu mascota' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Comparar planes' })).not.toBeInTheDocument();
  });

  it('sends an unknown product to the not-found page', async () => {
    stubApi({});
    renderPage(<SlugRoute />, { path: '/Referidos-Desconocido', route: '/:landing' });
    expect(await screen.findByText('Página 404')).toBeInTheDocument();
  });
});
