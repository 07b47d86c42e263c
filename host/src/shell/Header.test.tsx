import { screen, within } from '@testing-library/react';
import type { PartnerConfig, Slice } from '@qs/shared';
import { Header } from './Header';
import { fakeApi, flushRequests, jsonResponse, renderShell, setViewportWidth } from './test/render-shell';

const MENU = { data: [{ title: 'Partners y alianzas', url: '/Partners-y-Alianzas', categories: [] }] };

const renderHeader = async (path: string, partner: PartnerConfig | null = null, slices: Slice[] = []) => {
  fakeApi({ '/menu': jsonResponse(200, MENU) });
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
});
