import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerSlices, type ContactWidgetProps } from '@qs/shared';
import { json, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { LandingPage } from './LandingPage';

// The federation runtime is the network boundary of a remote load: the "forms slice" here is a
// widget that shows the props the landing handed to its slot.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const ContactWidget = ({ processId, productType, inline }: ContactWidgetProps) => (
  <dl aria-label="widget de contacto">
    <dt>processId</dt>
    <dd>{processId ?? 'formulario fijo'}</dd>
    <dt>productType</dt>
    <dd>{productType ?? 'ninguno'}</dd>
    <dt>inline</dt>
    <dd>{String(inline)}</dd>
  </dl>
);

const TRAVEL_PROCESS = '9a2e7b14-5c3d-4f8a-b6e2-71d0c4a8f352';
const travel = {
  url: 'Seguro-de-Viaje',
  type: 'page',
  title: 'Seguro de viaje con asistencia médica internacional',
  summary: 'Viaja tranquilo.',
  html: '<h2 id="que-cubre">Qué cubre una asistencia en viaje</h2><p>Urgencias médicas.</p>',
  plans: [],
  contactForm: { processId: TRAVEL_PROCESS, productType: 'VIAJEINTERNACIONAL' },
};

const SlugRoute = () => <LandingPage landing={useParams().landing ?? ''} />;

const widgetValues = async () => {
  const aside = await screen.findByRole('complementary', { name: 'Formulario de contacto' });
  const widget = await within(aside).findByLabelText('widget de contacto');
  return within(widget)
    .getAllByRole('definition')
    .map((value) => value.textContent);
};

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest
    .mocked(loadRemote)
    .mockImplementation(async (id: string) =>
      id === 'qs_forms/ContactWidget' ? { default: ContactWidget } : undefined,
    );
  registerSlices([{ name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0' }]);
});

describe('CmsLandingPage — the form the CMS names', () => {
  it("hands the landing's contactForm (travel process and product type) to the forms slice's widget", async () => {
    stubApi({ '/api/country-landings/by-url?url=Seguro-de-Viaje': json(200, { data: travel }) });
    renderPage(<SlugRoute />, { path: '/Seguro-de-Viaje', route: '/:landing' });
    expect(await screen.findByRole('heading', { level: 1, name: travel.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Qué cubre una asistencia en viaje' })).toBeInTheDocument();
    expect(await widgetValues()).toEqual([TRAVEL_PROCESS, 'VIAJEINTERNACIONAL', 'true']);
    expect(loadRemote).toHaveBeenCalledWith('qs_forms/ContactWidget');
  });

  it('keeps the fixed contact form on Registro, which names no form', async () => {
    const { contactForm: _none, ...registro } = travel;
    stubApi({
      '/api/country-landings/by-url?url=Registro': json(200, {
        data: { ...registro, url: 'Registro', title: 'Cotiza tu seguro de salud en minutos' },
      }),
    });
    renderPage(<LandingPage landing="Registro" />, { path: '/Registro' });
    expect(await widgetValues()).toEqual(['formulario fijo', 'ninguno', 'true']);
  });

  it('shows no widget on a page that names no form and asks for no lead', async () => {
    const { contactForm: _none, ...about } = travel;
    stubApi({
      '/api/country-landings/by-url?url=Que-es-QuieroSeguro': json(200, {
        data: { ...about, url: 'Que-es-QuieroSeguro', title: 'Qué es QuieroSeguro' },
      }),
    });
    renderPage(<SlugRoute />, { path: '/Que-es-QuieroSeguro', route: '/:landing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Qué es QuieroSeguro' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
