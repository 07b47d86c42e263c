import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PartnerConfig, Slice } from '@qs/shared';
import { SiteContext } from './site-context';
import { RequireSlice } from './RequireSlice';

const aliado = {
  name: 'aliado',
  allowedRemotes: ['results', 'detail', 'forms'],
  redirects: { allowedPaths: ['/Comparar'], defaultPath: '/Comparar/EPS' },
} as PartnerConfig;

const renderAt = (path: string, slices: Slice[], partner: PartnerConfig | null) =>
  render(
    <SiteContext.Provider value={{ partner, slices: new Set(slices) }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/QS-Blog"
            element={
              <RequireSlice slice="content">
                <p>Blog</p>
              </RequireSlice>
            }
          />
          <Route path="/Comparar/EPS" element={<p>Comparador EPS</p>} />
        </Routes>
      </MemoryRouter>
    </SiteContext.Provider>,
  );

describe('RequireSlice', () => {
  it('renders the route when the slice is registered', () => {
    renderAt('/QS-Blog', ['results', 'content'], null);
    expect(screen.getByText('Blog')).toBeInTheDocument();
  });

  it("redirects a partner's disallowed slice to the partner's default path", () => {
    renderAt('/QS-Blog', ['results', 'detail', 'forms'], aliado);
    expect(screen.getByText('Comparador EPS')).toBeInTheDocument();
    expect(screen.queryByText('Blog')).not.toBeInTheDocument();
  });
});
