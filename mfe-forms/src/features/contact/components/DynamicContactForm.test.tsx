import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient, getEventBus, type LeadAnswer, type DynamicFormDefinition } from '@qs/shared';
import es from '../../../i18n/es.json';
import { ContactWidget } from './ContactWidget';
import { stubFetch } from '../../../test/fetch-stub';
import { idempotentLeadApi } from '../../../test/lead-api-stub';
import {
  CONTACT_FORM,
  CONTACT_HASH,
  referenceApi,
  TRAVEL_FORM,
  TRAVEL_HASH,
} from '../../dynamic-form/test/test-definitions';
import { TRAVEL_PROVIDER_URLS } from '../../dynamic-form';
import { TEST_AUTHORISATION, tickAuthorisation } from '../../../test/authorisation';

const lead = (id: number): LeadAnswer => ({
  id,
  createdAt: '2026-11-24T01:00:00.000Z',
  status: { id: 1, name: 'Sin Estado' },
  dataSocio: null,
});

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => {
  apiClient.clearCache();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const forms: Record<string, DynamicFormDefinition | undefined> = {
  [`/api/integration/form/${CONTACT_HASH}`]: CONTACT_FORM,
  [`/api/integration/form/${TRAVEL_HASH}`]: TRAVEL_FORM,
};

describe('ContactWidget with a dynamic-form process id', () => {
  it('opens the process form in the modal and sends a contact request with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const leads = idempotentLeadApi(lead);
    const { requests } = stubFetch(
      referenceApi('CO', (request) => {
        const form = forms[request.path];
        if (form) return { status: 200, body: { data: { integrationForm: form } } };
        if (request.path === '/api/contactos') return leads.handle(request);
        return { status: 404 };
      }),
    );
    const sent: unknown[] = [];
    const subscription = getEventBus()
      .on('contact/sent')
      .subscribe((payload) => sent.push(payload));
    render(<ContactWidget processId={CONTACT_HASH} productType="colectivo" productCode="COL-7" />);
    await user.click(screen.getByRole('button', { name: 'Solicitar más información' }));
    await user.type(await screen.findByRole('textbox', { name: 'Nombre completo' }), 'José Pérez-Ávila');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Prefijo' })).toHaveValue('+57'));
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '300 123 4567');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'jose@correo.co');
    await user.type(screen.getByRole('textbox', { name: 'Cantidad de empleados' }), '1250');
    await user.selectOptions(screen.getByRole('combobox', { name: '¿Cuándo prefieres que te llamemos?' }), 'tarde');
    expect(screen.getByRole('textbox', { name: 'Cantidad de empleados' })).toHaveValue('1.250');
    await tickAuthorisation(user);
    await user.dblClick(screen.getByRole('button', { name: 'Enviar' }));

    expect(
      await screen.findByText('Solicitud enviada. En los próximos segundos recibirás un email.'),
    ).toBeInTheDocument();
    const posts = requests.filter((request) => request.path === '/api/contactos');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]!.body).toMatchObject({
      tipo: 8,
      businessLine: 8,
      first_name: 'José Pérez-Ávila',
      telefono: '+57 300 123 4567',
      email: 'jose@correo.co',
      cantidadEmpleados: 1250,
      productType: 'colectivo',
      productCode: 'COL-7',
      unrecognizedAdditionalData: { fld_contact_hour: 'tarde' },
      autorizacionDatos: TEST_AUTHORISATION,
    });
    expect(sent).toEqual([{ lead: lead(1), productCode: 'COL-7' }]);
    subscription.unsubscribe();
  });

  it("shows the assigned advisor, whose 'Comprar online' carries the dynamic form's name, phone and e-mail", async () => {
    const user = userEvent.setup();
    const advisor = {
      nombres: 'Laura',
      apellidos: 'Restrepo',
      telefono_1: '+57 310 555 1234',
      email_corporativo: 'laura@quieroseguro.co',
      calendly: { active: false, url: '' },
    };
    stubFetch(
      referenceApi('CO', (request) => {
        if (request.path === `/api/integration/form/${CONTACT_HASH}`)
          return { status: 200, body: { data: { integrationForm: CONTACT_FORM } } };
        if (request.path === '/api/contactos')
          return {
            status: 201,
            body: { data: { ...lead(9), status: { id: 2, name: 'Asignado' }, dataSocio: advisor } },
          };
        return { status: 404 };
      }),
    );
    const Purchase = () => <pre aria-label="Compra">{JSON.stringify(useLocation().state)}</pre>;
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/Compra-Online/:code" element={<Purchase />} />
          <Route
            path="*"
            element={
              <ContactWidget
                inline
                processId={CONTACT_HASH}
                productCode="ASE201-CLASICA"
                salesChannel={['QpMixSale']}
              />
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Nombre completo' }), 'Ana Gómez');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Prefijo' })).toHaveValue('+57'));
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '3001234567');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@correo.co');
    await tickAuthorisation(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const assigned = within(await screen.findByRole('dialog', { name: 'Tu asesor' }));
    await user.click(assigned.getByRole('button', { name: 'Comprar online' }));
    expect(JSON.parse(screen.getByLabelText('Compra').textContent!)).toEqual({
      initialData: { name: 'Ana Gómez', phone: '+57 3001234567', email: 'ana@correo.co' },
    });
  });

  const fillContact = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByRole('textbox', { name: 'Nombre completo' }), 'Ana Gómez');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Prefijo' })).toHaveValue('+57'));
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '3001234567');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@correo.co');
    await tickAuthorisation(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
  };

  it('keeps the answers and says the request is saved when the API is down (the outbox sends it later)', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(
      referenceApi('CO', (request) => {
        if (request.path === `/api/integration/form/${CONTACT_HASH}`)
          return { status: 200, body: { data: { integrationForm: CONTACT_FORM } } };
        return { status: 503, body: { message: 'caído' } };
      }),
    );
    render(<ContactWidget inline processId={CONTACT_HASH} />);
    await fillContact(user);
    expect(await screen.findByText(/tu solicitud quedó guardada en este navegador/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Ana Gómez');
    expect(error).toHaveBeenCalledWith('Error en solicitud de contacto.', expect.anything());
  });

  it("keeps the answers and shows the API's reason when it refuses the data", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(
      referenceApi('CO', (request) => {
        if (request.path === `/api/integration/form/${CONTACT_HASH}`)
          return { status: 200, body: { data: { integrationForm: CONTACT_FORM } } };
        if (request.path === '/api/contactInformations')
          return { status: 200, body: { data: [{}, {}, { info: 'ayuda@quieroseguro.co' }] } };
        return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Ingrese un teléfono válido' } };
      }),
    );
    render(<ContactWidget inline processId={CONTACT_HASH} />);
    await fillContact(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingrese un teléfono válido');
    expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Ana Gómez');
  });

  it('for a travel product opens the provider in a new tab with the quote, and stores no lead', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { requests } = stubFetch(
      referenceApi('CO', (request) =>
        forms[request.path]
          ? { status: 200, body: { data: { integrationForm: forms[request.path] } } }
          : { status: 404 },
      ),
    );
    render(<ContactWidget inline processId={TRAVEL_HASH} productType="VIAJEINTERNACIONAL" />);
    await user.type(await screen.findByRole('textbox', { name: 'Nombre completo' }), 'Zoë Nguyễn');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'zoe@correo.co');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'País de origen' })).toHaveValue('Colombia'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destino' }), '02');
    await user.type(screen.getByLabelText('Fecha de salida'), '2026-12-20');
    await user.type(screen.getByLabelText('Fecha de regreso'), '2027-01-05');
    await user.type(screen.getByRole('spinbutton', { name: 'Edad del pasajero' }), '34');
    await user.click(screen.getByRole('button', { name: 'Agregar pasajero' }));
    await user.type(screen.getAllByRole('spinbutton', { name: 'Edad del pasajero' })[1]!, '75');
    await user.click(screen.getByRole('button', { name: 'Cotizar' }));

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [url, target, features] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toBe('noopener');
    expect(String(url)).toBe(
      `${TRAVEL_PROVIDER_URLS.worldwide}?Business=7&Country=998&Destination=02&StartDate=20%2F12%2F2026&EndDate=05%2F01%2F2027&Majors=1&Childs=0&Adults=1&Age=34%7C75`,
    );
    expect(screen.getByRole('link', { name: 'Abrir el cotizador de asistencia en viaje' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(requests.some((request) => request.path === '/api/contactos')).toBe(false);
  });
});
