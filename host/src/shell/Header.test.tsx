import { screen, within } from '@testing-library/react';
import type { PartnerConfig, Slice } from '@qs/shared';
import { Header } from './Header';
import { fakeApi, flushRequests, jsonResponse, renderShell, setViewportWidth } from './test/render-shell';

const MENU = { data: [{ title: 'Partners y alianzas', url: '/Partners-y-Alianzas', categories: [] }] };
const NOTIFICATION = {
  data: { id: 'mascotas', title: 'Nuevo', message: 'Ya puedes comparar seguros para perros y gatos' },
};

const renderHeader = async (path: string, partner: PartnerConfig | null = null, slices: Slice[] = []) => {
  fakeApi({ '/menu': jsonResponse(200, MENU), '/notifications/current': jsonResponse(200, NOTIFICATION) });
  setViewportWidth(1280);
  renderShell(<Header />, { path, partner, slices });
  await flushRequests();
  return screen.getByRole('banner');
};

describe('header', () => {
  it('is marked as home on the root URL only', async () => {
    expect(await renderHeader('/')).toHaveAttribute('data-home', 'true');
  });

  it('is not marked as home elsewhere', async () => {
    expect(await renderHeader('/Comparar/EPS')).not.toHaveAttribute('data-home');
  });

  it('links home from the logo', async () => {
    const header = await renderHeader('/Comparar/EPS');
    expect(within(header).getByRole('link', { name: 'QuieroSeguro, ir al inicio' })).toHaveAttribute('href', '/');
  });

  it("on a partner site shows the partner banner and only the partner's allowed paths", async () => {
    const partner = {
      name: 'aliado',
      allowedUrls: ['/contacto'],
      footerEnabledRoutes: [],
      redirects: { allowedPaths: ['/Comparar'], defaultPath: '/Comparar/EPS' },
    } as unknown as PartnerConfig;
    await renderHeader('/Comparar/EPS', partner, ['results', 'detail', 'forms']);
    expect(screen.getByTestId('partner-banner')).toHaveTextContent('aliado');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Planes complementarios de EPS' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Partners y alianzas' })).not.toBeInTheDocument();
    // An allowed URL on a slice the partner does not load would bounce the visitor: no link.
    expect(within(nav).queryByRole('link', { name: 'Contacto' })).not.toBeInTheDocument();
  });

  it("a partner site shows the partner's logo and name, not QuieroSeguro's, and no notification bell", async () => {
    const partner = {
      name: 'Banco Aliado',
      logo: '/api/images/partners/banco-aliado.svg',
      footerEnabledRoutes: [],
    } as unknown as PartnerConfig;
    const header = await renderHeader('/Comparar/EPS', partner, ['results']);
    const home = within(header).getByRole('link', { name: 'Banco Aliado, ir al inicio' });
    expect(home).toHaveTextContent('Banco Aliado');
    expect(home.querySelector('img')).toHaveAttribute('src', '/api/images/partners/banco-aliado.svg');
    expect(within(header).queryByRole('link', { name: 'QuieroSeguro, ir al inicio' })).not.toBeInTheDocument();
    expect(within(header).queryByText('QuieroSeguro')).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /^Notificaciones/ })).not.toBeInTheDocument();
    const asked = (global.fetch as jest.Mock).mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.includes('/notifications/current'))).toBe(false);
  });

  it('a partner without a logo in its config is named in text', async () => {
    const partner = { name: 'Cooperativa Solidaria', footerEnabledRoutes: [] } as unknown as PartnerConfig;
    const header = await renderHeader('/Comparar/EPS', partner, ['results']);
    const home = within(header).getByRole('link', { name: 'Cooperativa Solidaria, ir al inicio' });
    expect(home.querySelector('img')).toBeNull();
    expect(home).toHaveTextContent('Cooperativa Solidaria');
  });

  it('the main site keeps its bell', async () => {
    const header = await renderHeader('/Comparar/EPS');
    expect(await within(header).findByRole('button', { name: /^Notificaciones/ })).toBeInTheDocument();
  });
});
