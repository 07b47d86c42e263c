import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { PartnersPage } from './PartnersPage';

const intro = {
  url: 'Partners-y-Alianzas',
  type: 'Partners-y-Alianzas',
  title: 'Partners y alianzas',
  summary: 'Bancos, cooperativas y empresas que ofrecen nuestro comparador a sus clientes.',
  html: '<h2 id="comparador">Comparador para tus clientes</h2><p>Integramos el comparador en tu sitio.</p>',
};
const ally = {
  url: 'Partners-y-Alianzas/banco-aliado',
  type: 'Partners-y-Alianzas',
  title: 'Banco Aliado',
  summary: 'Sus clientes comparan planes.',
  image: '/api/images/partners/banco-aliado.svg',
};
const allies = (data: unknown[]) => json(200, { data, metaData: { total: data.length, page: 1, take: 15, pages: 1 } });

describe('PartnersPage', () => {
  it('explains the partnership, lists the allies and links partners to registration', async () => {
    stubApi({
      '/api/country-landings/by-url?url=Partners-y-Alianzas': json(200, { data: intro }),
      '/api/country-landings?type=Partners-y-Alianzas&page=1': allies([ally]),
    });
    renderPage(<PartnersPage />, { path: '/Partners-y-Alianzas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Partners y alianzas' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Nuestros aliados' });
    expect(within(list).getByRole('heading', { level: 3, name: 'Banco Aliado' })).toBeInTheDocument();
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comparador para tus clientes' })).toBeInTheDocument();
    const register = screen.getByRole('region', { name: 'Quiero ser partner' });
    expect(within(register).getByRole('link', { name: 'Registrar mi organización como partner' })).toHaveAttribute(
      'href',
      '/contacto',
    );
  });

  it('says so when there are no allies yet', async () => {
    stubApi({
      '/api/country-landings/by-url?url=Partners-y-Alianzas': json(200, { data: intro }),
      '/api/country-landings?type=Partners-y-Alianzas&page=1': allies([]),
    });
    renderPage(<PartnersPage />, { path: '/Partners-y-Alianzas' });
    expect(await screen.findByText('Pronto presentaremos aquí a nuestros aliados.')).toBeInTheDocument();
  });

  it('keeps the registration link when the API fails, with the error panel and Reintentar', async () => {
    let calls = 0;
    stubApi({
      '/api/country-landings/by-url?url=Partners-y-Alianzas': json(200, { data: intro }),
      '/api/country-landings?type=Partners-y-Alianzas&page=1': () => (++calls === 1 ? json(500) : allies([ally])),
    });
    renderPage(<PartnersPage />, { path: '/Partners-y-Alianzas' });
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '360px' });
    const panel = await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'Registrar mi organización como partner' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Banco Aliado' })).toBeInTheDocument();
  });
});
