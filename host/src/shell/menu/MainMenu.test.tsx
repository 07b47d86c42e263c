import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../Header';
import { fakeApi, jsonResponse, renderShell, setViewportWidth } from '../test/render-shell';

const MENU = {
  data: [
    {
      title: 'Seguros de salud',
      url: '/Seguros',
      icon: 'salud',
      color: '#0057b8',
      seoDescription: 'Pólizas y planes para tu salud',
      categories: [
        { title: 'polizas', url: '/Comparar/Polizas-de-Salud', displayName: 'Pólizas de salud individuales' },
        { title: 'clinicas', url: '/Clinicas-y-Hospitales', displayName: 'Clínicas y hospitales' },
      ],
    },
    {
      title: 'Partners y alianzas',
      url: '/Partners-y-Alianzas',
      icon: '',
      color: '',
      seoDescription: '',
      categories: [],
    },
    { title: 'Blog', url: '/QS-Blog', icon: '', color: '', seoDescription: '', categories: [] },
  ],
};

const mainMenu = () => screen.getByRole('navigation', { name: 'Menú principal' });

describe('main menu', () => {
  it('on desktop, lists the comparators, the blog, the API menu, Contacto and Portal Clientes, with submenus as popovers', async () => {
    fakeApi({ '/menu': jsonResponse(200, MENU) });
    setViewportWidth(1280);
    renderShell(<Header />);

    const nav = mainMenu();
    expect(await within(nav).findByRole('link', { name: 'Partners y alianzas' })).toHaveAttribute(
      'href',
      '/Partners-y-Alianzas',
    );
    for (const name of [
      'Planes complementarios de EPS',
      'Pólizas de salud',
      'Medicina prepagada',
      'Seguros colectivos para empresas',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getAllByRole('link', { name: 'Blog' })).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto');
    expect(within(nav).getByRole('link', { name: 'Portal Clientes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();

    const trigger = within(nav).getByRole('button', { name: 'Seguros de salud' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Seguros de salud' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(popover).getByText('Pólizas y planes para tu salud')).toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: 'Clínicas y hospitales' })).toHaveAttribute(
      'href',
      '/Clinicas-y-Hospitales',
    );
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("until the menu service answers, holds the shell's entries on one line, then shows the answer as a new list", async () => {
    fakeApi({ '/menu': jsonResponse(200, MENU) });
    setViewportWidth(1280);
    renderShell(<Header />);

    const loading = within(mainMenu()).getByRole('list');
    expect(loading).toHaveClass('qs-menu__list--loading');
    expect(within(loading).getByRole('link', { name: 'Planes complementarios de EPS' })).toBeInTheDocument();
    await within(mainMenu()).findByRole('button', { name: 'Seguros de salud' });
    const ready = within(mainMenu()).getByRole('list');
    // A new list, not the old one reflowed: nothing already on screen moves along the row.
    expect(ready).not.toBe(loading);
    expect(ready).not.toHaveClass('qs-menu__list--loading');
  });

  it('on mobile, opens a drawer from the hamburger with the submenus nested inside', async () => {
    fakeApi({ '/menu': jsonResponse(200, MENU) });
    setViewportWidth(800);
    renderShell(<Header />);

    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    const hamburger = screen.getByRole('button', { name: 'Abrir menú' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);

    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    expect(document.body).toHaveClass('qs-side-menu-open');
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAccessibleName('Cerrar menú');
    const nav = within(drawer).getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Planes complementarios de EPS' })).toBeInTheDocument();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    const group = await within(nav).findByRole('button', { name: 'Seguros de salud' });
    expect(within(nav).queryByRole('link', { name: 'Clínicas y hospitales' })).not.toBeInTheDocument();
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Clínicas y hospitales' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass('qs-side-menu-open');
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveFocus();
  });

  it('closes the drawer when a link in it is followed, and with its close button', async () => {
    fakeApi({ '/menu': jsonResponse(200, MENU) });
    setViewportWidth(800);
    renderShell(<Header />);

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Menú' })).getByRole('link', { name: 'Blog' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass('qs-side-menu-open');
  });

  it('switches between the menu row and the drawer at 1200 px', async () => {
    fakeApi({ '/menu': jsonResponse(200, MENU) });
    setViewportWidth(1200);
    renderShell(<Header />);
    expect(await within(mainMenu()).findByRole('button', { name: 'Seguros de salud' })).toBeInTheDocument();

    setViewportWidth(1199);
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
  });

  it("says 'Ups! algo salió mal.' when the menu service fails, and Reintentar asks again", async () => {
    let calls = 0;
    const fetchMock = fakeApi({
      '/menu': () =>
        ++calls === 1
          ? jsonResponse(500, { statusCode: 500, error: 'Error', message: 'Falla' })
          : jsonResponse(200, MENU),
    });
    setViewportWidth(1280);
    renderShell(<Header />);

    const nav = mainMenu();
    expect(await within(nav).findByText('Ups! algo salió mal.')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Planes complementarios de EPS' })).toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('button', { name: 'Reintentar' }));
    expect(await within(nav).findByRole('button', { name: 'Seguros de salud' })).toBeInTheDocument();
    expect(within(nav).queryByText('Ups! algo salió mal.')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/menu'))).toHaveLength(2);
  });
});
