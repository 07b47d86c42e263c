import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { PartnerConfig } from '@qs/shared';
import { SiteContext } from './site-context';
import { SiteLayout } from './App';

// The network boundary: the inbox asks the API whether an agent is signed in; the site's chrome is not reached here.
beforeEach(() => {
  globalThis.fetch = jest.fn(
    async () =>
      ({ ok: false, status: 401, json: async () => ({ message: 'Inicia sesión para atender el chat' }) }) as Response,
  );
});

const Where = () => <output aria-label="ruta">{useLocation().pathname}</output>;

const renderAt = (path: string, partner: PartnerConfig | null) =>
  render(
    <SiteContext.Provider value={{ partner, slices: new Set() }}>
      <MemoryRouter initialEntries={[path]}>
        <SiteLayout />
        <Where />
      </MemoryRouter>
    </SiteContext.Provider>,
  );

describe('/agentes/chat in the browser', () => {
  it('loads the inbox on its own, without the site header and footer', async () => {
    renderAt('/agentes/chat', null);
    expect(await screen.findByRole('heading', { name: 'Atención del chat' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it("sends a partner's visitor to the partner's default path instead", async () => {
    const partner = {
      name: 'aliado',
      redirects: { allowedPaths: ['/Comparar'], defaultPath: '/Comparar/EPS' },
    } as PartnerConfig;
    renderAt('/agentes/chat', partner);
    expect(await screen.findByRole('status', { name: 'ruta' })).toHaveTextContent('/Comparar/EPS');
    expect(screen.queryByRole('heading', { name: 'Atención del chat' })).not.toBeInTheDocument();
  });
});
