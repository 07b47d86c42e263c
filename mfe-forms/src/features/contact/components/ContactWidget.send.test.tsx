import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient, getEventBus, resetOutbox, type LeadAnswer } from '@qs/shared';
import es from '../../../i18n/es.json';
import { deferred, stubFetch, type StubAnswer, type StubHandler } from '../../../test/fetch-stub';
import { idempotentLeadApi } from '../../../test/lead-api-stub';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PHONE_QUERY } from '../../advisor';
import { removeMatchMedia, stubMatchMedia } from '../../../test/match-media';
import { ContactWidget } from './ContactWidget';
import { TEST_AUTHORISATION, tickAuthorisation } from '../../../test/authorisation';

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
  resetOutbox();
  jest.restoreAllMocks();
  jest.useRealTimers();
  removeMatchMedia();
});

const QUEUED =
  'Sin conexión con el servidor: tu solicitud quedó guardada en este navegador y la enviaremos automáticamente.';
const withFakeTimers = () => {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
};
/** The outbox's first retry comes 2 s (±20 %) after a failed send. */
const nextRetry = () => act(() => jest.advanceTimersByTimeAsync(2500));

const routes =
  (contactos: StubHandler): StubHandler =>
  (request) =>
    request.path === '/api/contactos'
      ? contactos(request)
      : request.path === '/api/contactInformations'
        ? CONTACT_INFO
        : { status: 404 };

const fill = async (user: ReturnType<typeof userEvent.setup>, employees?: string) => {
  await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana Gómez');
  await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '300 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@correo.co');
  if (employees) await user.type(screen.getByRole('textbox', { name: 'Cantidad de empleados' }), employees);
  await tickAuthorisation(user);
};

const posts = <R extends { method: string; path: string }>(requests: R[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/api/contactos');

describe('ContactWidget sending', () => {
  it('sends once with an Idempotency-Key even on a double click, then shows the success and the advisor', async () => {
    const user = userEvent.setup();
    const answer = deferred<StubAnswer>();
    const { requests } = stubFetch(routes(() => answer.promise));
    const sent: unknown[] = [];
    const subscription = getEventBus()
      .on('contact/sent')
      .subscribe((payload) => sent.push(payload));
    render(<ContactWidget inline productType="colectivo" productCode="COL-1" businessLine={4} />);
    await fill(user, '1250');

    await user.dblClick(screen.getByRole('button', { name: 'Enviar' }));
    const sending = await screen.findByRole('button', { name: 'Espere mientras enviamos su solicitud...' });
    // aria-disabled, so the focus stays on it; the form ignores a second press.
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    answer.resolve({ status: 201, body: { data: LEAD } });

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Solicitud enviada. En los próximos segundos recibirás un email.',
    );
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
      autorizacionDatos: TEST_AUTHORISATION,
    });
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    expect(sent).toEqual([{ lead: LEAD, productCode: 'COL-1' }]);

    // Laura has active calendar scheduling: the large modal with her booking calendar.
    const calendar = within(screen.getByRole('dialog', { name: 'Agenda tu asesoría' }));
    expect(calendar.getByRole('heading', { name: 'Laura Restrepo' })).toBeInTheDocument();
    expect(calendar.getByText('+57 310 555 1234')).toBeInTheDocument();
    expect(calendar.getByRole('link', { name: 'laura.restrepo@quieroseguro.co' })).toHaveAttribute(
      'href',
      'mailto:laura.restrepo@quieroseguro.co',
    );
    expect(calendar.getByRole('heading', { name: 'Último paso' })).toBeInTheDocument();
    expect(calendar.getByTitle('Calendario de citas de Laura Restrepo')).toHaveAttribute(
      'src',
      'https://calendly.com/laura-restrepo?embed_domain=localhost&embed_type=Inline',
    );
    expect(calendar.getByRole('link', { name: '¿Prefieres escribirle? Háblale por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/573105551234',
    );
    expect(calendar.getByText('Lunes a viernes de 9:00 a 18:30')).toBeInTheDocument();

    await user.click(calendar.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('heading', { name: 'Laura Restrepo' })).not.toBeInTheDocument();
    subscription.unsubscribe();
  });

  it("shows 'Tu asesor' when the widget does not allow the calendar, or the advisor has none", async () => {
    const user = userEvent.setup();
    stubMatchMedia([PHONE_QUERY]);
    stubFetch(routes(() => ({ status: 201, body: { data: LEAD } })));
    const { unmount } = render(<ContactWidget inline allowCalendar={false} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const advisor = within(await screen.findByRole('dialog', { name: 'Tu asesor' }));
    expect(advisor.getByRole('heading', { name: 'Laura Restrepo' })).toBeInTheDocument();
    expect(advisor.getByText('Número de solicitud: 812')).toBeInTheDocument();
    expect(advisor.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/573105551234');
    expect(advisor.getByRole('link', { name: 'Llamar ahora' })).toHaveAttribute('href', 'tel:+573105551234');
    expect(advisor.getByRole('link', { name: 'Agenda una cita con tu asesor' })).toHaveAttribute(
      'href',
      'https://calendly.com/laura-restrepo',
    );
    expect(advisor.queryByTitle(/Calendario de citas/)).not.toBeInTheDocument();
    unmount();

    const withoutCalendar = {
      ...LEAD,
      dataSocio: { ...LEAD.dataSocio!, calendly: { active: false, url: 'https://calendly.com/laura-restrepo' } },
    };
    stubFetch(routes(() => ({ status: 201, body: { data: withoutCalendar } })));
    render(<ContactWidget inline />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('dialog', { name: 'Tu asesor' })).toBeInTheDocument();
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
    const advisor = within(await screen.findByRole('dialog', { name: 'Tu asesor' }));
    await user.click(advisor.getByRole('button', { name: 'Comprar online' }));
    expect(JSON.parse(screen.getByLabelText('Compra').textContent!)).toEqual({
      initialData: { name: 'Ana Gómez', phone: '300 123 4567', email: 'ana@correo.co' },
    });
  });

  it('adds the server-error box once the kept request failed on the server twice, and drops it after a success', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    stubFetch(
      routes(() =>
        (calls += 1) <= 2
          ? { status: 503, body: { statusCode: 503, message: 'x' } }
          : { status: 201, body: { data: LEAD } },
      ),
    );
    render(<ContactWidget inline allowCalendar={false} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText(QUEUED);
    expect(screen.queryByRole('region', { name: 'Tenemos problemas con nuestro servidor' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const box = await screen.findByRole('region', { name: 'Tenemos problemas con nuestro servidor' });
    expect(await within(box).findByRole('link', { name: 'ayuda@quieroseguro.co' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud enviada.');
    expect(screen.queryByRole('region', { name: 'Tenemos problemas con nuestro servidor' })).not.toBeInTheDocument();
  });

  it('keeps the request after a 500, says so, and sends it again by itself with the same key', async () => {
    const user = withFakeTimers();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const { requests } = stubFetch(
      routes(() =>
        (calls += 1) === 1
          ? { status: 500, body: { statusCode: 500, message: 'Error' } }
          : { status: 201, body: { data: LEAD } },
      ),
    );
    render(<ContactWidget inline allowCalendar={false} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('status')).toHaveTextContent(QUEUED);
    expect(screen.getByRole('status')).toHaveTextContent('No necesitas enviarla de nuevo.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Error en solicitud de contacto.', expect.anything());
    expect(Object.keys(localStorage).filter((key) => key.startsWith('qs_lead_outbox:'))).toHaveLength(1);

    await nextRetry();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Solicitud enviada. En los próximos segundos recibirás un email.',
    );
    expect(screen.getByRole('dialog', { name: 'Tu asesor' })).toBeInTheDocument();
    const [first, second] = posts(requests) as [(typeof requests)[number], (typeof requests)[number]];
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(second.body).toEqual(first.body);
    // The kept request carries the visitor's authorisation to every retry (docs/security.md#data-authorisation).
    expect(second.body).toMatchObject({ autorizacionDatos: TEST_AUTHORISATION });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('qs_lead_outbox:'))).toHaveLength(0);
  });

  it('sends the attribution history with the lead', async () => {
    const user = userEvent.setup();
    const history = [
      {
        url: 'https://quieroseguro.co/EPS?utm_source=google',
        referrer: 'https://www.google.com/',
        date: '2026-03-01T10:00:00.000Z',
        infoGA: { urlParams: { utm_source: 'google' } },
      },
    ];
    localStorage.setItem('qs_lead_attribution', JSON.stringify(history));
    const { requests } = stubFetch(routes(() => ({ status: 201, body: { data: LEAD } })));
    render(<ContactWidget inline />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Solicitud enviada. En los próximos segundos recibirás un email.');
    expect(posts(requests)[0]?.body).toMatchObject({ first_name: 'Ana Gómez', leadAttributionInfo: history });
  });

  it("says the product's failure text (fallback e-mail) when the browser cannot keep the request and the send fails", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    stubFetch(() => ({ status: 503 }));
    render(<ContactWidget />);
    await user.click(screen.getByRole('button', { name: 'Solicitar más información' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'envía un correo a contacto@quieroseguro.co para procesar',
    );
    expect(screen.queryByText(QUEUED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cerrar formulario' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar más información' }));
    expect(screen.getByRole('dialog', { name: '¿Necesitas más información?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows the API's message when it refuses the data (400), and keeps nothing", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = stubFetch(
      routes(() => ({ status: 400, body: { statusCode: 400, message: 'Línea de negocio desconocida' } })),
    );
    render(<ContactWidget inline />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Línea de negocio desconocida');
    expect(posts(requests)).toHaveLength(1);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('qs_lead_outbox:'))).toHaveLength(0);
  });

  it('replaces a kept request when the visitor changes the data: a new key, the old one is not sent again', async () => {
    const user = withFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = idempotentLeadApi((id) => ({ ...LEAD, id }));
    const { requests } = stubFetch(routes(api.handle));
    render(<ContactWidget inline />);
    await fill(user);
    api.loseNextAnswer(); // stored, but the answer is lost: the request is kept
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(QUEUED);

    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.type(name, 'Ana María Gómez');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Solicitud enviada. En los próximos segundos recibirás un email.')).toHaveAttribute(
      'role',
      'status',
    );
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    const [first, second, ...rest] = posts(requests) as [(typeof requests)[number], (typeof requests)[number]];
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
    expect(rest).toEqual([]);
    expect(api.stored).toEqual([
      expect.objectContaining({ first_name: 'Ana Gómez' }),
      expect.objectContaining({ first_name: 'Ana María Gómez' }),
    ]);
  });

  it.each(['Zoë Nguyễn', 'José Pérez-Ávila'])('accepts and sends the name %s', async (name) => {
    const user = userEvent.setup();
    const api = idempotentLeadApi((id) => ({ ...LEAD, id }));
    stubFetch(routes(api.handle));
    render(<ContactWidget inline />);
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), name);
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '300 123 4567');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'zoe@correo.co');
    await tickAuthorisation(user);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).not.toHaveAccessibleDescription('Ingrese solamente letras');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud enviada.');
    expect(api.stored).toEqual([expect.objectContaining({ first_name: name })]);
  });

  it('sends a kept request again at once when the visitor presses Enviar with the same data: one lead, same key', async () => {
    const user = withFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = idempotentLeadApi((id) => ({ ...LEAD, id }));
    const { requests } = stubFetch(routes(api.handle));
    render(<ContactWidget inline />);
    await fill(user);
    api.loseNextAnswer();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(QUEUED);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Solicitud enviada. En los próximos segundos recibirás un email.')).toHaveAttribute(
      'role',
      'status',
    );
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    const [first, second, ...rest] = posts(requests) as [(typeof requests)[number], (typeof requests)[number]];
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(rest).toEqual([]);
    expect(api.stored).toHaveLength(1);
  });

  it('drops a key the API refused (422) and sends the next attempt with a new one', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const { requests } = stubFetch(
      routes(() =>
        (calls += 1) === 1
          ? { status: 422, body: { statusCode: 422, message: 'x' } }
          : { status: 201, body: { data: LEAD } },
      ),
    );
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
