import { screen, within } from '@testing-library/react';
import { PAGE_DATA_ID, setPartner, type PartnerConfig, type PartnerContent } from '@qs/shared';
import { hydrateServerMarkup, renderOnServer, resetPageData } from '../../../../tools/jest/server-render';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { fakeApi, flushRequests, jsonResponse, renderShell } from '../test/render-shell';
import { loadPartnerSanitizer } from './partner-sanitizer';
import { ShellFrame } from '../test/ShellFrame';

const aliado = {
  subdomain: 'aliado',
  name: 'Banco Aliado',
  allowedUrls: ['/Comparar/EPS'],
  allowedOrganizations: [1, 11],
  allowedRemotes: ['results'],
  footerEnabledRoutes: ['/Comparar/EPS'],
  subdomainBanner: { color: '#004B8D', endGradient: '#00A3E0' },
  subdomainLayout: { chatEnabled: false },
  redirects: { allowedPaths: ['/Comparar/EPS'], defaultPath: '/Comparar/EPS' },
  disableShowcase: true,
  SEOMetadata: { title: 'Banco Aliado | Compara planes de salud' },
  referer: '',
} as PartnerConfig;

const CONTENT: PartnerContent = {
  headerHTML:
    '<header role="banner"><p>Seguros para clientes <strong>Banco Aliado</strong></p><a href="https://www.bancoaliado.example/">Volver a Banco Aliado</a><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned = 3">Oferta</a></header>',
  footerHTML:
    '<footer role="contentinfo"><p>Banco Aliado S.A.: vigilado por la Superintendencia Financiera de Colombia.</p><a href="https://phishing.example/">Actualiza tu clave</a></footer>',
  useHeader: true,
  useFooter: true,
  linkOrigins: ['https://www.bancoaliado.example'],
};

const withContent = (content: PartnerContent | null = CONTENT) =>
  fakeApi({
    '/integration/subdomain-content': content
      ? jsonResponse(200, { data: content })
      : jsonResponse(500, { statusCode: 500, message: 'Error' }),
  });

const pwned = () => (window as { __pwned?: unknown }).__pwned;

describe("a partner's own header and footer (docs/product/shell.md#partner-header-and-footer)", () => {
  // The host loads the sanitiser before the first render of a partner's page (start-site.ts, render-page.tsx).
  beforeAll(() => loadPartnerSanitizer());
  beforeEach(() => setPartner(aliado));
  afterEach(() => {
    setPartner(null);
    resetPageData();
    document.getElementById(PAGE_DATA_ID)?.remove();
  });

  it("shows the partner's header, sanitised, in the page's one banner instead of its title", async () => {
    const fetchMock = withContent();
    renderShell(<Header />, { path: '/Comparar/EPS', partner: aliado, slices: ['results'] });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Banco Aliado', { selector: 'strong' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Volver a Banco Aliado' })).toHaveAttribute(
      'href',
      'https://www.bancoaliado.example/',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/integration/subdomain-content?subdomain=aliado');
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.queryByText('Banco Aliado | Compara planes de salud')).not.toBeInTheDocument();
    expect(banner.querySelector('script, img, [onerror], [href^="javascript"]')).toBeNull();
    expect(within(banner).getByText('Oferta')).not.toHaveAttribute('href');
    expect(pwned()).toBeUndefined();
  });

  it("adds the partner's footer, sanitised, to the page's one contentinfo", async () => {
    withContent();
    renderShell(<Footer />, { path: '/Comparar/EPS', partner: aliado, slices: ['results'] });
    await flushRequests();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('vigilado por la Superintendencia Financiera de Colombia');
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    expect(within(footer).getByText('Actualiza tu clave')).not.toHaveAttribute('href');
    // The site's own links for the partner stay below it.
    expect(within(footer).getByRole('link', { name: /Comparador de planes complementarios EPS/ })).toBeInTheDocument();
  });

  it("keeps the partner's title when its content does not ask for its own header, or the call fails", async () => {
    withContent({ ...CONTENT, useHeader: false });
    const { unmount } = renderShell(<Header />, { path: '/Comparar/EPS', partner: aliado });
    await flushRequests();
    expect(screen.getByTestId('partner-banner')).toHaveTextContent('Banco Aliado | Compara planes de salud');
    unmount();

    withContent(null);
    renderShell(<Header />, { path: '/Comparar/EPS', partner: aliado });
    await flushRequests();
    expect(screen.getByTestId('partner-banner')).toHaveTextContent('Banco Aliado | Compara planes de salud');
  });

  it('asks nothing on the main site', async () => {
    setPartner(null);
    const fetchMock = withContent();
    renderShell(<Header />, { path: '/Comparar/EPS' });
    await flushRequests();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('subdomain-content'))).toBe(false);
  });

  it("hydrates the server's markup of the partner's header and footer without a mismatch", async () => {
    fakeApi({});
    // The page carries the answer the server rendered with, as the host's server renderer writes it.
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_DATA_ID;
    script.textContent = JSON.stringify({
      'integration/subdomain-content': { status: 'ready', value: CONTENT },
    });
    document.head.append(script);
    const page = (
      <ShellFrame path="/Comparar/EPS" partner={aliado} slices={['results']}>
        <Header />
        <Footer />
      </ShellFrame>
    );
    resetPageData();
    const serverHtml = renderOnServer(page);
    expect(serverHtml).toContain('Volver a Banco Aliado');
    expect(serverHtml).toContain('Superintendencia Financiera');
    expect(serverHtml).not.toMatch(/onerror|<script|javascript:|phishing/);

    resetPageData();
    const { recoverableErrors, container, unmount } = await hydrateServerMarkup(serverHtml, page);
    expect(recoverableErrors).toEqual([]);
    expect(within(container).getByRole('link', { name: 'Volver a Banco Aliado' })).toBeInTheDocument();
    expect(pwned()).toBeUndefined();
    unmount();
  });
});
