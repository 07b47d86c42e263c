import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient, resetOutbox, type LeadAnswer } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { ContactWidget } from './ContactWidget';
import { tickAuthorisation } from '../../../test/authorisation';

// The plan page's 'Solicitar' tab: the widget names the plan (productCode) and its insurance type.
const LEAD: LeadAnswer = {
  id: 901,
  createdAt: '2025-05-02T15:00:00.000Z',
  status: { id: 1, name: 'Sin Estado' },
  dataSocio: null,
};
const PETS = {
  ingresodatos: true,
  cotizante: [],
  cargas: [],
  mascota: [{ especie: 'Gato', raza: 'Criollo', edad: 3, parentesco: 'Mascota' }],
};
const FAMILY = { ingresodatos: true, cotizante: [{ edad: 40, sexo: 'Femenino' }], cargas: [] };

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => apiClient.clearCache());
afterEach(() => resetOutbox());

const api: StubHandler = (request) =>
  request.path === '/api/contactos' ? { status: 201, body: { data: LEAD } } : { status: 404 };

const send = async () => {
  const { requests } = stubFetch(api);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana Gómez');
  await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '300 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@correo.co');
  await tickAuthorisation(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await screen.findByText('Solicitud enviada. En los próximos segundos recibirás un email.');
  return requests
    .filter((request) => request.path === '/api/contactos')
    .map((request) => request.body as Record<string, unknown>);
};

describe('ContactWidget: the profile entered for the plan goes with the lead (docs/product/forms.md#contact-widget: datosingresados)', () => {
  it("a pet plan's request carries the pets the visitor entered, not the family profile", async () => {
    localStorage.setItem('V1.6_CO', JSON.stringify({ pets: PETS, colombia: FAMILY }));
    render(<ContactWidget inline productCode="MAS401-PLUS" productType="SEGURO_MASCOTAS" />);
    const [body] = await send();
    expect(body).toMatchObject({ productCode: 'MAS401-PLUS', productType: 'SEGURO_MASCOTAS', datosingresados: PETS });
  });

  it("a health plan's request carries the family profile", async () => {
    localStorage.setItem('V1.6_CO', JSON.stringify({ pets: PETS, colombia: FAMILY }));
    render(<ContactWidget inline productCode="EPS101-ORO" productType="PLAN_COMPLEMENTARIO_EPS" />);
    const [body] = await send();
    expect(body?.datosingresados).toEqual(FAMILY);
  });

  it('sends no profile before one was entered, nor for a request about no plan', async () => {
    localStorage.setItem('V1.6_CO', JSON.stringify({ pets: { ...PETS, ingresodatos: false } }));
    const plan = render(<ContactWidget inline productCode="MAS401-PLUS" productType="SEGURO_MASCOTAS" />);
    expect((await send())[0]).not.toHaveProperty('datosingresados');
    plan.unmount();

    localStorage.setItem('V1.6_CO', JSON.stringify({ pets: PETS }));
    render(<ContactWidget inline productType="pets" />);
    expect((await send())[0]).not.toHaveProperty('datosingresados');
  });
});
