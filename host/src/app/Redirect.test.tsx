import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Redirect, ServerRedirectContext, type ServerRedirect } from './Redirect';

const routes = (
  <Routes>
    <Route path="/Comparar" element={<Redirect to="/Comparar/EPS" />} />
    <Route path="/viejo" element={<Redirect to="/nuevo?x=1" permanent />} />
    <Route path="/Comparar/EPS" element={<p>Comparador EPS</p>} />
  </Routes>
);

describe('Redirect', () => {
  it('navigates in the browser, replacing the address', () => {
    render(<MemoryRouter initialEntries={['/Comparar']}>{routes}</MemoryRouter>);
    expect(screen.getByText('Comparador EPS')).toBeInTheDocument();
  });

  it('on the server renders nothing and tells the renderer where to, and whether for good', () => {
    const renderAt = (path: string) => {
      const redirect: ServerRedirect = {};
      const html = renderToString(
        <ServerRedirectContext.Provider value={redirect}>
          <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>
        </ServerRedirectContext.Provider>,
      );
      return { html, redirect };
    };
    expect(renderAt('/Comparar')).toEqual({ html: '', redirect: { to: '/Comparar/EPS', permanent: false } });
    expect(renderAt('/viejo')).toEqual({ html: '', redirect: { to: '/nuevo?x=1', permanent: true } });
    expect(renderAt('/Comparar/EPS')).toEqual({ html: '<p>Comparador EPS</p>', redirect: {} });
  });
});
