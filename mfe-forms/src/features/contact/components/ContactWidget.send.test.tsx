import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient, getEventBus, type LeadAnswer } from '@qs/shared';
import es from '../../../i18n/es.json';
import { deferred, stubFetch, type StubAnswer, type StubHandler } from '../../../test-utils/fetch-stub';
import { idempotentLeadApi } from '../../../test-utils/lead-api-stub';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PHONE_QUERY } from '../../../lib/useIsPhone';
import { removeMatchMedia, stubMatchMedia } from '../../../test-utils/match-media';
import { ContactWidget } from './ContactWidget';

const LEAD: LeadAnswer = {
  id: 812,
  createdAt: '2025-05-02T15:00:00.000Z',
  status: { id: 2, name: 'Asignado' },
  dataSocio: {
    nombres: 'Laura',
    apellidos: 'Restrepo',
    telefono_1: '+57 310 555 1234',
    email_corporativo: 'laura.restrepo@quieroseguro.co',
    calendly: { active: true, url: 'https://calendly.com/laura-restrepo' },
  },
};
const CONTACT_INFO = { status: 200, body: { data: [{ info: 'x' }, { info: 'y' }, { info: 'ayuda@quieroseguro.co' }] } };

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => apiClient.clearCache());
afterEach(() => {
  jest.restoreAllMocks();
  removeMatchMedia();
});

const routes = (contactos: StubHandler): StubHandler => (request) =>
  request.path === '/api/contactos' ? contactos(request) : request.path === '/api/contactInformations' ? CONTACT_INFO : { status: 404 };

const fill = async (user: ReturnType<typeof userEvent.setup>, employees?: string) => {
  await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana Gómez');
  await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '300 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@correo.co');
  if (employees) await user.type(screen.getByRole('textbox', { name: 'Cantidad de empleados' }), employees);
};

const posts = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/api/contactos');

describe('ContactWidget sending', () => {
  it('sends once with an Idempotency-Key even on a double click, then shows the success and the advisor', async () => {
    const user = userEvent.setup();
    const answer = deferred<StubAnswer>();
    const { requests } = stubFetch(routes(() => answer.promise));
    const sent: unknown[] = [];
    const subscription = getEventBus().on('contact/sent').subscribe((payload) => sent.push(payload));
    render(<ContactWidget inline productType="colectivo" productCode="COL-1" businessLine={4} />);
    await fill(user, '1250');

    await user.dblClick(screen.getByRole('button', { name: 'Enviar' }));
    const sending = await screen.findByRole('button', { name: 'Espere mientras enviamos su solicitud...' });
    expect(sending).toBeDisabled();
    answer.resolve({ status: 201, body: { data: LEAD } });

    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud enviada. En los próximos segundos recibirás un email.');
    expect(posts(requests)).toHaveLength(1);
    const [post] = posts(requests) as [(typeof requests)[number]];
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.body).toMatchObject({
      tipo: 4,
      first_name: 'Ana Gómez',
      telefono: '300 123 4567',
      email: 'ana@correo.co',
      cantidadEmpleados: 1250,
      productType: 'colectivo',
      productCode: 'COL-1',
    });
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    expect(sent).toEqual([{ lead: LEAD, productCode: 'COL-1' }]);

    // Laura has active calendar scheduling: the large modal with her booking calendar.
    const calendar = within(screen.getByRole('dialog', { name: 'Agenda tu asesoría' }));
    expect(calendar.getByRole('heading', { name: 'Laura Restrepo' })).toBeInTheDocument();
    expect(calendar.getByText('+57 310 555 1234')).toBeInTheDocument();
    expect(calendar.getByRole('link', { name: 'laura.restrepo@quieroseguro.co' })).toHaveAttribute('href', 'mailto:laura.restrepo@quieroseguro.co');
    expect(calendar.getByRole('heading', { name: 'Último paso' })).toBeInTheDocument();
    expect(calendar.getByTitle('Calendario de citas de Laura Restrepo')).toHaveAttribute('src', 'https://calendly.com/laura-restrepo');
    expect(calendar.getByRole('link', { name: '¿Prefieres escribirle? Háblale por WhatsApp' })).toHaveAttribute('href', 'https://wa.me/573105551234');
    expect(calendar.getByText('Lunes a viernes de 9:00 AM a 6:30 PM')).toBeInTheDocument();

    await user.click(calendar.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('heading', { name: 'Laura Restrepo' })).not.toBeInTheDocument();
    subscription.unsubscribe();
  });

  it("shows 'Asignación automática de Seguro' when the widget does not allow the calendar, or the advisor has none", async () => {
    const user = userEvent.setup();
    stubMatchMedia([PHONE_QUERY]);
    stubFetch(routes(() => ({ status: 201, body: { data: LEAD } })));
    const { unmount } = render(<ContactWidget inline allowCalendar={false} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const advisor = within(await screen.findByRole('dialog', { name: 'Asignación automática de Seguro' }));
    expect(advisor.getByRole('heading', { name: 'Laura Restrepo' })).toBeInTheDocument();
    expect(advisor.getByText('Número de solicitud: 812')).toBeInTheDocument();
    expect(advisor.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/573105551234');
    expect(advisor.getByRole('link', { name: 'Llamar ahora' })).toHaveAttribute('href', 'tel:+573105551234');
    expect(advisor.getByRole('link', { name: 'Agenda una cita con tu asesor' })).toHaveAttribute('href', 'https://calendly.com/laura-restrepo');
    expect(advisor.queryByTitle(/Calendario de citas/)).not.toBeInTheDocument();
    unmount();

    const withoutCalendar = { ...LEAD, dataSocio: { ...LEAD.dataSocio!, calendly: { active: false, url: 'https://calendly.com/laura-restrepo' } } };
    stubFetch(routes(() => ({ status: 201, body: { data: withoutCalendar } })));
    render(<ContactWidget inline />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('dialog', { name: 'Asignación automática de Seguro' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Último paso' })).not.toBeInTheDocument();
  });

  it("offers 'Comprar online' for a mixed-sale plan and carries the typed name, phone and e-mail", async () => {
    const user = userEvent.setup();
    const withoutCalendar = { ...LEAD, dataSocio: { ...LEAD.dataSocio!, calendly: { active: false, url: '' } } };
    stubFetch(routes(() => ({ status: 201, body: { data: withoutCalendar } })));
    const Purchase = () => <pre aria-label="Compra">{JSON.stringify(useLocation().state)}</pre>;
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/Compra-Online/:code" element={<Purchase />} />
          <Route path="*" element={<ContactWidget productCode="ASE201-INTEGRAL" salesChannel={['QpMixSale']} />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Solicitar más información' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const advisor = within(await screen.findByRole('dialog', { name: 'Asignación automática de Seguro' }));
    await user.click(advisor.getByRole('button', { name: 'Comprar online' }));
    expect(JSON.parse(screen.getByLabelText('Compra').textContent!)).toEqual({ initialData: { name: 'Ana Gómez', phone: '300 123 4567', email: 'ana@correo.co' } });
  });

  it('adds the server-error box once sends fail on the server twice in a row, and drops it after a success', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    stubFetch(routes(() => ((calls += 1) <= 2 ? { status: 503, body: { statusCode: 503, message: 'x' } } : { status: 201, body: { data: LEAD } })));
    render(<ContactWidget inline allowCalendar={false} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText(/Se ha producido un error al enviar tu solicitud/);
    expect(screen.queryByRole('region', { name: 'Tenemos problemas con nuestro servidor' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const box = await screen.findByRole('region', { name: 'Tenemos problemas con nuestro servidor' });
    expect(await within(box).findByRole('link', { name: 'ayuda@quieroseguro.co' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud enviada.');
    expect(screen.queryByRole('region', { name: 'Tenemos problemas con nuestro servidor' })).not.toBeInTheDocument();
  });

  it('shows the failure text and re-enables the button on a 500; the retry keeps the same key', async () => {
    const user = userEvent.setup();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const { requests } = stubFetch(
      routes(() => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { statusCode: 500, message: 'Error' } } : { status: 201, body: { data: LEAD } };
      }),
    );
    render(<ContactWidget inline />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Se ha producido un error al enviar tu solicitud. Favor, intenta nuevamente o envía un correo a ayuda@quieroseguro.co para procesar tu solicitud. Disculpa las molestias.',
    );
    expect(consoleError).toHaveBeenCalledWith('Error en solicitud de contacto.', expect.anything());
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeEnabled();

    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud enviada.');
    const [first, second] = posts(requests) as [(typeof requests)[number], (typeof requests)[number]];
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  it('falls back to contacto@quieroseguro.co, and clears the outcome when the modal opens again', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => ({ status: 503 }));
    render(<ContactWidget />);
    await user.click(screen.getByRole('button', { name: 'Solicitar más información' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('envía un correo a contacto@quieroseguro.co para procesar');

    await user.click(screen.getByRole('button', { name: 'Cerrar formulario' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar más información' }));
    expect(screen.getByRole('dialog', { name: 'Necesitas más información?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('sends changed data after a lost answer with a new key, so the API does not refuse it (422)', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = idempotentLeadApi((id) => ({ ...LEAD, id }));
    const { requests } = stubFetch(routes(api.handle));
    render(<ContactWidget inline />);
    await fill(user);
    api.loseNextAnswer(); // stored, but the visitor sees a failure
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Se ha producido un error al enviar tu solicitud.');

    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.type(name, 'Ana María Gómez');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud enviada.');
    const [first, second] = posts(requests) as [(typeof requests)[number], (typeof requests)[number]];
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
    expect(api.stored).toEqual([expect.objectContaining({ first_name: 'Ana Gómez' }), expect.objectContaining({ first_name: 'Ana María Gómez' })]);
  });

  it('replays an identical retry after a lost answer: one lead, same key', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = idempotentLeadApi((id) => ({ ...LEAD, id }));
    const { requests } = stubFetch(routes(api.handle));
    render(<ContactWidget inline />);
    await fill(user);
    api.loseNextAnswer();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud enviada.');
    const [first, second] = posts(requests) as [(typeof requests)[number], (typeof requests)[number]];
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(api.stored).toHaveLength(1);
  });

  it('drops a key the API refused (422) and sends the next attempt with a new one', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const { requests } = stubFetch(routes(() => ((calls += 1) === 1 ? { status: 422, body: { statusCode: 422, message: 'x' } } : { status: 201, body: { data: LEAD } })));
    render(<ContactWidget inline />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud enviada.');
    const [first, second] = posts(requests) as [(typeof requests)[number], (typeof requests)[number]];
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });
});
