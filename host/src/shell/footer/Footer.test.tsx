import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerSlices, type PartnerConfig, type ReferrerModalProps } from '@qs/shared';
import { Footer } from '../Footer';
import { fakeApi, flushRequests, jsonResponse, renderShell } from '../test/render-shell';

// The federation runtime is the network boundary of a remote load: the forms slice's modal is a stand-in.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const FormsReferrerModal = ({ open, onClose, intro }: ReferrerModalProps) =>
  open ? (
    <section aria-label="ReferrerModal del slice forms">
      {intro?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <button type="button" onClick={onClose}>
        Cerrar referidos
      </button>
    </section>
  ) : null;

const registerForms = () =>
  registerSlices([{ name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0' }]);

const CONTACTS = {
  data: [
    { type: 'contacto', name: 'Teléfono', info: '+57 601 555 1234', link: 'tel:+576015551234', icon: 'phone' },
    {
      type: 'contacto',
      name: 'WhatsApp',
      info: '+57 300 555 1234',
      link: 'https://wa.me/573005551234',
      icon: 'whatsapp',
    },
    {
      type: 'contacto',
      name: 'Correo',
      info: 'hola@quieroseguro.co',
      link: 'mailto:hola@quieroseguro.co',
      icon: 'mail',
    },
    { type: 'red_social', name: 'Facebook', info: '', link: 'https://facebook.com/quieroseguro', icon: 'facebook' },
    { type: 'red_social', name: 'Instagram', info: '', link: 'javascript:alert(1)', icon: 'instagram' },
  ],
};

const renderFooter = (options?: Parameters<typeof renderShell>[1]) => {
  fakeApi({ '/contactInformations': jsonResponse(200, CONTACTS) });
  return renderShell(<Footer />, options);
};

const column = (name: string) => screen.getByRole('group', { name });

describe('footer', () => {
  it('has the EPS, Pólizas and Más columns (docs/product/shell.md#footer)', async () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    await screen.findByRole('link', { name: 'Facebook' });

    expect(
      within(column('EPS')).getByRole('link', { name: 'Comparador de planes complementarios EPS' }),
    ).toHaveAttribute('href', '/Comparar/EPS');
    expect(within(column('EPS')).getByRole('link', { name: 'Buscador de planes de EPS' })).toBeInTheDocument();

    const policies = column('Pólizas');
    expect(within(policies).getByRole('link', { name: 'Compara pólizas de salud' })).toHaveAttribute(
      'href',
      '/Comparar/Polizas-de-Salud',
    );
    expect(within(policies).getByRole('link', { name: 'Aseguradoras de Colombia' })).toBeInTheDocument();
    expect(within(policies).getByRole('link', { name: 'Medicina prepagada' })).toHaveAttribute(
      'href',
      '/Comparar/Medicina-Prepagada',
    );
    expect(within(policies).getByRole('link', { name: 'Mapa de productos' })).toHaveAttribute(
      'href',
      '/Sitemap-Products',
    );
    const travel = within(policies).getByRole('link', { name: /Seguro de viaje/ });
    expect(travel).toHaveAttribute('target', '_blank');
    expect(travel).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const more = column('Más');
    expect(within(more).getByRole('link', { name: 'Quiénes somos' })).toBeInTheDocument();
    expect(within(more).getByRole('link', { name: 'Partners y alianzas' })).toHaveAttribute(
      'href',
      '/Partners-y-Alianzas',
    );
    expect(within(more).getByRole('link', { name: 'Clínicas y hospitales' })).toHaveAttribute(
      'href',
      '/Clinicas-y-Hospitales',
    );
    expect(within(more).getByRole('link', { name: /Trabaja con nosotros/ })).toHaveAttribute('target', '_blank');
    expect(within(more).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/QS-Blog');
    expect(footer).toContainElement(more);
  });

  it("opens the forms slice's referrer modal from the Referidos button, with the programme text as intro", async () => {
    registerForms();
    jest.mocked(loadRemote).mockResolvedValue({ default: FormsReferrerModal });
    renderFooter();
    await screen.findByRole('link', { name: 'Facebook' });
    expect(loadRemote).not.toHaveBeenCalled(); // nothing is fetched before the visitor asks
    const referidos = within(column('Más')).getByRole('button', { name: 'Referidos' });
    await userEvent.click(referidos);

    const modal = await screen.findByRole('region', { name: 'ReferrerModal del slice forms' });
    expect(loadRemote).toHaveBeenCalledWith('qs_forms/ReferrerModal');
    expect(modal).toHaveTextContent('Recomienda QuieroSeguro');
    expect(modal).toHaveTextContent('Solo comparte tu enlace de referido');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cerrar referidos' }));
    expect(screen.queryByRole('region', { name: 'ReferrerModal del slice forms' })).not.toBeInTheDocument();
    expect(referidos).toHaveFocus();
  });

  it('shows the error panel with Reintentar inside a modal when the forms slice is down, and the shell stays', async () => {
    registerForms();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .mocked(loadRemote)
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValue({ default: FormsReferrerModal });
    renderFooter();
    await screen.findByRole('link', { name: 'Facebook' });
    await userEvent.click(within(column('Más')).getByRole('button', { name: 'Referidos' }));

    expect(screen.getByRole('dialog', { name: 'Programa de referidos' })).toBeInTheDocument();
    // The error state's modal is the footer's too (a new one: the loading state's was the Suspense fallback's).
    await screen.findByRole('button', { name: 'Reintentar' });
    const retry = within(screen.getByRole('dialog', { name: 'Programa de referidos' })).getByRole('button', {
      name: 'Reintentar',
    });
    expect(column('EPS')).toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'ReferrerModal del slice forms' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Programa de referidos' })).not.toBeInTheDocument();
  });

  it('degrades to the error panel in its modal on a site without the forms slice, which then closes', async () => {
    registerSlices([]);
    jest.mocked(loadRemote).mockClear();
    renderFooter();
    await screen.findByRole('link', { name: 'Facebook' });
    await userEvent.click(within(column('Más')).getByRole('button', { name: 'Referidos' }));
    expect(screen.getByRole('dialog', { name: 'Programa de referidos' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Reintentar' });
    const modal = screen.getByRole('dialog', { name: 'Programa de referidos' });
    expect(within(modal).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    await userEvent.click(within(modal).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog', { name: 'Programa de referidos' })).not.toBeInTheDocument();
  });

  it('lists contact and social entries from the service, linking only safe addresses', async () => {
    renderFooter();
    expect(await screen.findByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/quieroseguro',
    );
    const contact = column('Contacto');
    expect(within(contact).getByRole('link', { name: '+57 601 555 1234' })).toHaveAttribute(
      'href',
      'tel:+576015551234',
    );
    expect(within(contact).getByRole('link', { name: 'hola@quieroseguro.co' })).toHaveAttribute(
      'href',
      'mailto:hola@quieroseguro.co',
    );
    expect(within(contact).getByRole('link', { name: '+57 300 555 1234' })).toHaveAttribute('target', '_blank');
    const social = column('Síguenos');
    expect(within(social).getByText('Instagram')).toBeInTheDocument();
    expect(within(social).queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
  });

  it('links the sister sites and shows the supporter and regulator logos', async () => {
    renderFooter();
    await screen.findByRole('link', { name: 'Facebook' });
    const sisters = screen.getByRole('navigation', { name: 'QuieroSeguro en otros países' });
    expect(
      within(sisters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Chile', 'Perú', 'Colombia', 'Internacional']);
    expect(within(sisters).getByRole('link', { name: 'Perú' })).toHaveAttribute('href', 'https://quieroseguro.pe');
    expect(screen.getByText('Apoyado por')).toBeInTheDocument();
    expect(screen.getByText('Regulado por')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Superintendencia Financiera de Colombia' })).toBeInTheDocument();
  });

  it('publishes the Organization with its 9.7 of 10 rating as JSON-LD', async () => {
    const { container } = renderFooter();
    await screen.findByRole('link', { name: 'Facebook' });
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!);
    expect(data['@type']).toBe('Organization');
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 9.7, bestRating: 10 });
    expect(data.sameAs).toContain('https://facebook.com/quieroseguro');
    expect(JSON.stringify(data.sameAs)).not.toContain('javascript');
  });

  it('still shows the link columns when the contact service fails', async () => {
    fakeApi({ '/contactInformations': jsonResponse(500, { statusCode: 500, error: 'Error', message: 'Falla' }) });
    renderShell(<Footer />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'EPS' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Contacto' })).not.toBeInTheDocument();
  });

  it('asks a failed contact service again on the next page, and a working one only once', async () => {
    let down = true;
    const fetchMock = fakeApi({
      '/contactInformations': () =>
        down ? jsonResponse(500, { statusCode: 500, message: 'Error interno' }) : jsonResponse(200, CONTACTS),
    });
    renderShell(<Footer />);
    await flushRequests();
    expect(screen.queryByRole('group', { name: 'Contacto' })).not.toBeInTheDocument();

    down = false;
    await userEvent.click(within(column('Más')).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('group', { name: 'Contacto' })).toBeInTheDocument();
    await userEvent.click(within(column('Pólizas')).getByRole('link', { name: 'Mapa de productos' }));
    await flushRequests();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/contactInformations'))).toHaveLength(2);
  });

  it("shows on a partner site only on the partner's footer-enabled routes", () => {
    const partner = {
      name: 'aliado',
      footerEnabledRoutes: ['/Comparar/EPS'],
      redirects: { allowedPaths: ['/Comparar/EPS'], defaultPath: '/Comparar/EPS' },
    } as PartnerConfig;
    const { unmount } = renderFooter({ path: '/Comparar/EPS', partner, slices: ['results'] });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    unmount();

    renderFooter({ path: '/EPS/salud-andina-eps/plan-oro', partner, slices: ['results', 'detail'] });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('footer on a partner site', () => {
  const aliado = {
    name: 'Banco Aliado',
    allowedUrls: ['/Comparar/EPS', '/EPS', '/contacto'],
    footerEnabledRoutes: ['/Comparar/EPS'],
    redirects: { allowedPaths: ['/Comparar/EPS'], defaultPath: '/Comparar/EPS' },
    SEOMetadata: { email: 'seguros@bancoaliado.example' },
  } as unknown as PartnerConfig;

  it("keeps only the links that work on the partner site, and the partner's own contact e-mail", async () => {
    const fetchMock = fakeApi({ '/contactInformations': jsonResponse(200, CONTACTS) });
    renderShell(<Footer />, { path: '/Comparar/EPS', partner: aliado, slices: ['results', 'detail', 'forms'] });
    await flushRequests();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // /EPS is among its URLs but is a content landing, a slice aliado does not load.
    expect(hrefs).toEqual(['/Comparar/EPS', 'mailto:seguros@bancoaliado.example']);
    expect(within(column('Contacto')).getByRole('link', { name: 'seguros@bancoaliado.example' })).toBeInTheDocument();
    // None of QuieroSeguro's own entries: jobs, travel, sister sites, social networks, logo row; no
    // 'Referidos' either, as aliado's config here carries no referer (no pseudo-login).
    expect(
      within(footer).queryByRole('link', { name: /Trabaja con nosotros|Seguro de viaje|Chile|Facebook/ }),
    ).not.toBeInTheDocument();
    expect(within(footer).queryByRole('button', { name: 'Referidos' })).not.toBeInTheDocument();
    expect(within(footer).queryByText('Apoyado por')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/contactInformations'))).toBe(false);
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('renders nothing when no link works there and the partner gives no e-mail', () => {
    fakeApi({});
    const partner = { ...aliado, SEOMetadata: {} } as PartnerConfig;
    renderShell(<Footer />, { path: '/Comparar/EPS', partner, slices: [] });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it("keeps 'Referidos' for a partner in pseudo-login mode, opening the referrer modal without QuieroSeguro's programme text", async () => {
    registerForms();
    jest.mocked(loadRemote).mockResolvedValue({ default: FormsReferrerModal });
    fakeApi({});
    const partner = { ...aliado, referer: 'aliado' } as PartnerConfig;
    const { unmount } = renderShell(<Footer />, { path: '/Comparar/EPS', partner, slices: ['results', 'forms'] });
    await userEvent.click(within(column('Más')).getByRole('button', { name: 'Referidos' }));
    const modal = await screen.findByRole('region', { name: 'ReferrerModal del slice forms' });
    expect(modal).not.toHaveTextContent('Recomienda QuieroSeguro');
    unmount();

    // Without the forms slice the button would open nothing that works: left out.
    renderShell(<Footer />, { path: '/Comparar/EPS', partner, slices: ['results'] });
    expect(screen.queryByRole('button', { name: 'Referidos' })).not.toBeInTheDocument();
  });
});
