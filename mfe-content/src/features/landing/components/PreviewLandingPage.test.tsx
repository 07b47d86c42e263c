import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { json, requestedUrls, stubApi } from '../../../test/api-stub';
import '../../../test/render-page';
import { LandingPage } from './LandingPage';

const aboutUs = {
  url: 'Que-es-QuieroSeguro',
  type: 'page',
  title: 'Qué es QuieroSeguro',
  summary: 'Somos un comparador.',
  html: '<p>Texto</p>',
  plans: [],
};

/** The host's routes: '/preview' by its name, '/preview/{url}' by its whole path (LandingRoute). */
const PathLanding = () => <LandingPage landing={useLocation().pathname.slice(1)} />;
const Where = () => <output aria-label="ruta">{useLocation().pathname}</output>;

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/preview" element={<LandingPage landing="preview" />} />
        <Route path="/preview/*" element={<PathLanding />} />
        <Route path="/not-found" element={<p>Página 404</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

describe('LandingPage — /preview/{slug} (docs/product/content.md#landing-preview)', () => {
  it('previews the landing named in the path, past every cache, marked as a preview', async () => {
    const fetchMock = stubApi({
      '/api/country-landings/by-url?url=Que-es-QuieroSeguro&forceRefresh=1': json(200, { data: aboutUs }),
    });
    renderAt('/preview/Que-es-QuieroSeguro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Qué es QuieroSeguro' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Vista previa');
    expect(requestedUrls(fetchMock)).toEqual(['/api/country-landings/by-url?url=Que-es-QuieroSeguro&forceRefresh=1']);
  });

  it('previews a company landing whose url has a slash', async () => {
    const fetchMock = stubApi({
      '/api/country-landings/by-url?url=EPS%2Fsalud-andina-eps&forceRefresh=1': json(200, {
        data: { ...aboutUs, title: 'Salud Andina EPS' },
      }),
    });
    renderAt('/preview/EPS/salud-andina-eps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Salud Andina EPS' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual([
      '/api/country-landings/by-url?url=EPS%2Fsalud-andina-eps&forceRefresh=1',
    ]);
  });

  it('sends an unknown slug to the not-found page', async () => {
    stubApi({
      '/api/country-landings/by-url?url=No-Existe&forceRefresh=1': json(404, { message: 'Página no encontrada' }),
    });
    renderAt('/preview/No-Existe');
    expect(await screen.findByText('Página 404')).toBeInTheDocument();
  });

  it('moves the older /preview?slug= form to the path', async () => {
    stubApi({ '/api/country-landings/by-url?url=Que-es-QuieroSeguro&forceRefresh=1': json(200, { data: aboutUs }) });
    renderAt('/preview?slug=Que-es-QuieroSeguro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Qué es QuieroSeguro' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/preview/Que-es-QuieroSeguro');
  });

  it.each(['/preview', '/preview?slug=', '/preview?slug=%3Cscript%3E'])(
    'sends %s (no usable slug) to the not-found page',
    async (path) => {
      const fetchMock = stubApi({});
      renderAt(path);
      expect(await screen.findByText('Página 404')).toBeInTheDocument();
      expect(requestedUrls(fetchMock)).toEqual([]);
    },
  );
});
