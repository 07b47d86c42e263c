import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { CustomerPortalPage } from './CustomerPortalPage';

describe('CustomerPortalPage', () => {
  it('welcomes with the product heading and one card per portal of the country, each leaving the site safely', () => {
    renderPage(<CustomerPortalPage />, { path: '/Portal-clientes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido al Portal Clientes' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);

    const people = screen.getByRole('article', { name: 'Portal Personas' });
    const link = within(people).getByRole('link', { name: 'Ir a Portal Personas' });
    expect(link).toHaveAttribute('href', 'https://clientes.quieroseguro.co/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleDescription('(se abre en una pestaña nueva)');
    expect(people.querySelectorAll('img')).toHaveLength(2);
    expect(
      within(screen.getByRole('article', { name: 'Portal Empresas' })).getByRole('link', {
        name: 'Ir a Portal Empresas',
      }),
    ).toBeInTheDocument();
  });

  it('leaves out a portal whose address is not http(s)', () => {
    renderPage(
      <CustomerPortalPage
        portals={[
          { key: 'personas', label: 'Personas', url: 'javascript:alert(1)' },
          { key: 'empresas', label: 'Empresas', url: 'https://empresas.quieroseguro.co' },
        ]}
      />,
      { path: '/Portal-clientes' },
    );
    expect(screen.queryByRole('link', { name: 'Ir a Portal Personas' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Portal Empresas' })).toBeInTheDocument();
  });

  it('says so when no portal can be shown', () => {
    renderPage(<CustomerPortalPage portals={[{ key: 'x', label: 'X', url: 'data:text/html,hola' }]} />, {
      path: '/Portal-clientes',
    });
    expect(screen.getByText('El portal clientes no está disponible en este momento.')).toBeInTheDocument();
  });
});
