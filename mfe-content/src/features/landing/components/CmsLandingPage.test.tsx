import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { json, requestedUrls, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { LandingPage } from './LandingPage';

const aboutUs = {
  url: 'Que-es-QuieroSeguro',
  type: 'page',
  title: 'Qué es QuieroSeguro',
  summary: 'Somos un comparador independiente.',
  html: '<h2 id="que-hacemos">Qué hacemos</h2><p>Comparamos planes.</p><a href="javascript:alert(1)">truco</a>',
  plans: [],
};

/** The host's /:landing route: the slug names the landing. */
const SlugRoute = () => <LandingPage landing={useParams().landing ?? ''} />;

describe('LandingPage — CMS landings', () => {
  it('renders a landing by its slug with its HTML sanitised and no contact widget', async () => {
    stubApi({ '/api/country-landings/by-url?url=Que-es-QuieroSeguro': json(200, { data: aboutUs }) });
    renderPage(<SlugRoute />, { path: '/Que-es-QuieroSeguro', route: '/:landing' });
    const page = await screen.findByRole('article', { name: 'Qué es QuieroSeguro' });
    expect(within(page).getByRole('heading', { level: 2, name: 'Qué hacemos' })).toBeInTheDocument();
    expect(within(page).getByText('truco')).not.toHaveAttribute('href');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('lists the plans of a company landing with their price and links to the comparator', async () => {
    stubApi({
      '/api/country-landings/by-url?url=EPS%2Fsalud-andina-eps': json(200, {
        data: {
          ...aboutUs,
          url: 'EPS/salud-andina-eps',
          type: 'EPS',
          title: 'Salud Andina EPS',
          plans: [
            {
              id: 1001,
              displayName: 'Plan Complementario Plata',
              url: '/EPS/salud-andina-eps/plan-complementario-plata',
              price: 68000,
              priceUnit: '/mes',
              priceSuffix: '/mes',
            },
            {
              id: 4006,
              displayName: 'Complementario Empresarial',
              url: '/Empresa/SEGURO-COLECTIVO/salud-andina-eps/Planes/x',
              price: 46000,
              priceUnit: 'p/empl.',
              priceSuffix: '/mes p/empl.',
            },
          ],
        },
      }),
    });
    renderPage(<LandingPage landing="EPS/salud-andina-eps" />, { path: '/EPS/salud-andina-eps' });
    const plans = await screen.findByRole('region', { name: 'Planes' });
    expect(within(plans).getByRole('link', { name: 'Plan Complementario Plata' })).toHaveAttribute(
      'href',
      '/EPS/salud-andina-eps/plan-complementario-plata',
    );
    expect(within(plans).getByText('Desde $ 68.000 /mes')).toBeInTheDocument();
    expect(within(plans).getByText('Desde $ 46.000 /mes p/empl.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comparar planes' })).toHaveAttribute('href', '/Comparar/EPS');
  });

  it('ends Registro with the forms slice contact widget, loaded through RemoteSlot; its failure leaves the page', async () => {
    const fetchMock = stubApi({
      '/api/country-landings/by-url?url=Registro': json(200, {
        data: { ...aboutUs, url: 'Registro', title: 'Cotiza tu seguro de salud en minutos' },
      }),
    });
    renderPage(<LandingPage landing="Registro" />, { path: '/Registro' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cotiza tu seguro de salud en minutos' }),
    ).toBeInTheDocument();
    const widget = screen.getByRole('complementary', { name: 'Formulario de contacto' });
    // No forms slice is registered in a unit test: the slot shows its own retry, the landing stays.
    expect(await within(widget).findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(widget.querySelector('[data-remote-slot="forms"]')).not.toBeNull();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === '/api/client-errors' && String(init?.body).includes('qs_forms/ContactWidget'),
        ),
      ).toBe(true),
    );
  });

  it('sends an unknown slug to the not-found page', async () => {
    stubApi({});
    renderPage(<SlugRoute />, { path: '/No-Existe', route: '/:landing' });
    expect(await screen.findByText('Página 404')).toBeInTheDocument();
  });

  it('sends a slug the API could not accept to the not-found page without asking it', async () => {
    const fetchMock = stubApi({});
    renderPage(<SlugRoute />, { path: '/hola.php', route: '/:landing' });
    expect(await screen.findByText('Página 404')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual([]);
  });
});
