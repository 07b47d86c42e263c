import { render, screen, within } from '@testing-library/react';
import { addSliceTranslations, apiClient, setPartner, type PartnerConfig } from '@qs/shared';
import es from '../../i18n/es.json';
import { stubFetch } from '../../test/fetch-stub';
import { ServerErrorBox } from './ServerErrorBox';

const CONTACT_INFO = { status: 200, body: { data: [{ info: 'x' }, { info: 'y' }, { info: 'ayuda@quieroseguro.co' }] } };

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => {
  apiClient.clearCache();
  stubFetch((request) => (request.path === '/api/contactInformations' ? CONTACT_INFO : { status: 404 }));
});
afterEach(() => setPartner(null));

const box = () => screen.getByRole('region', { name: 'Tenemos problemas con nuestro servidor' });

describe('ServerErrorBox', () => {
  it('shows nothing while its error is not set', () => {
    const { container } = render(<ServerErrorBox error={null} />);
    expect(container).toBeEmptyDOMElement();
    render(<ServerErrorBox error={undefined} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('gives the title, subtitle, connection and refresh tips, and the support e-mail to write to', async () => {
    render(<ServerErrorBox error={new Error('500')} />);
    expect(within(box()).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Tenemos problemas con nuestro servidor',
    );
    expect(box()).toHaveTextContent('No es tu culpa: algo falló de nuestro lado.');
    expect(
      within(box())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Revisa que tu conexión a internet funcione.',
      'Actualiza la página en unos minutos y vuelve a intentarlo.',
    ]);
    const mail = await within(box()).findByRole('link', { name: 'ayuda@quieroseguro.co' });
    expect(mail).toHaveAttribute('href', 'mailto:ayuda@quieroseguro.co');
    expect(box()).toHaveTextContent(
      'Si el problema persiste, escríbenos a ayuda@quieroseguro.co y te ayudaremos a completar tu solicitud.',
    );
  });

  it('names the partner in the subdomain variant', async () => {
    setPartner({ name: 'Banco Aliado', referer: 'aliado' } as PartnerConfig);
    render(<ServerErrorBox error={new Error('503')} headingLevel={2} />);
    await within(box()).findByRole('link', { name: 'ayuda@quieroseguro.co' });
    expect(within(box()).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(box()).toHaveTextContent(
      'Si el problema persiste, escríbenos a ayuda@quieroseguro.co indicando que cotizas desde Banco Aliado',
    );
  });

  it('falls back to contacto@quieroseguro.co when the contact information fails too', async () => {
    stubFetch(() => ({ status: 500 }));
    render(<ServerErrorBox error={new Error('500')} />);
    expect(within(box()).getByRole('link', { name: 'contacto@quieroseguro.co' })).toBeInTheDocument();
  });
});
