import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient, resetOutbox } from '@qs/shared';
import es from '../../../i18n/es.json';
import { deferred, type StubAnswer, type StubRequest } from '../../../test/fetch-stub';
import { idempotentLeadApi } from '../../../test/lead-api-stub';
import { AUTHORISATION_REQUIRED, TEST_AUTHORISATION } from '../../../test/authorisation';
import {
  fillRequest,
  renderPage,
  requestsTo,
  SECRET,
  select,
  storedLead,
  submitButton,
  textbox,
} from '../test/render-page';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => apiClient.clearCache());
afterEach(() => {
  resetOutbox();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the additional-insurance request form', () => {
  it('names every field to fill, in Spanish, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = await renderPage({ solicitar: () => ({ status: 201, body: { data: storedLead() } }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Seguro adicional para tu EPS o tu medicina prepagada',
    );
    // Nothing chosen for the visitor, the authorisation unticked; the provider waits for a department.
    expect(select('Tu EPS o medicina prepagada')).toHaveValue('');
    expect(select('Clínica u hospital de preferencia (opcional)')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Autorizo el tratamiento de mis datos personales' })).not.toBeChecked();

    await user.click(submitButton());
    for (const message of [
      'Selecciona tu EPS o medicina prepagada.',
      'Selecciona qué quieres complementar.',
      'Selecciona tu departamento.',
      'Nombre necesario',
      'Número de documento necesario.',
      'Teléfono necesario.',
      'Email necesario.',
      AUTHORISATION_REQUIRED,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(select('Tu EPS o medicina prepagada')).toHaveFocus();
    expect(requestsTo(requests, '/seguro-adicional/solicitar')).toHaveLength(0);
  });

  it('checks the document, phone and e-mail as the API does', async () => {
    const user = userEvent.setup();
    await renderPage({ solicitar: () => ({ status: 201, body: { data: storedLead() } }) });
    await user.type(textbox('Número de documento'), '12ab');
    await user.type(textbox('Teléfono'), '300 123');
    await user.type(textbox('Email'), 'maria@');
    await user.tab();
    expect(screen.getByText('Número de documento inválido: usa de 5 a 12 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Teléfono muy corto')).toBeInTheDocument();
    expect(screen.getByText('Vuelve a introducir un email válido.')).toBeInTheDocument();
  });

  it('offers the providers of the chosen department only', async () => {
    const user = userEvent.setup();
    const { requests } = await renderPage({ solicitar: () => ({ status: 201 }) });
    const institutions = within(select('Tu EPS o medicina prepagada'));
    expect(institutions.getByRole('group', { name: 'EPS' })).toHaveTextContent('Horizonte Salud EPS');
    expect(institutions.getByRole('group', { name: 'Medicina prepagada' })).toHaveTextContent('Vitalia');
    await user.selectOptions(select('Departamento'), 'Antioquia');
    expect(await screen.findByRole('option', { name: 'Clínica Los Laureles Medellín (Medellín)' })).toBeInTheDocument();
    expect(requestsTo(requests, '/globales/prestadores')[0]?.url.searchParams.get('regionNumero')).toBe('05');
    await user.selectOptions(
      select('Clínica u hospital de preferencia (opcional)'),
      'Clínica Los Laureles Medellín (Medellín)',
    );
    await user.selectOptions(select('Departamento'), 'Bogotá D.C.');
    expect(select('Clínica u hospital de preferencia (opcional)')).toHaveValue('');
    expect(screen.queryByRole('option', { name: /Laureles/ })).not.toBeInTheDocument();
  });

  it('sends once with an Idempotency-Key, shows the success and the advisor, then adds a contact time', async () => {
    const user = userEvent.setup();
    const answer = deferred<StubAnswer>();
    const updates: StubRequest[] = [];
    const { requests } = await renderPage({
      solicitar: () => answer.promise,
      update: (request) => {
        updates.push(request);
        return { status: 200, body: { data: { id: 812 } } };
      },
    });
    await fillRequest(user);
    await user.type(textbox('Mensaje (opcional)'), 'Somos dos adultos');
    await user.dblClick(submitButton());
    expect(await screen.findByRole('button', { name: 'Espere mientras enviamos su solicitud...' })).toBeDisabled();
    answer.resolve({ status: 201, body: { data: storedLead() } });

    expect(await screen.findByRole('heading', { level: 2, name: 'Solicitud enviada' })).toHaveFocus();
    expect(screen.getByText('Solicitud enviada. En los próximos segundos recibirás un email.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Laura Restrepo' })).toHaveTextContent('Número de solicitud: 812');
    const posts = requestsTo(requests, '/seguro-adicional/solicitar');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]?.body).toMatchObject({
      institucion: 'EPS102',
      cobertura: 'enfermedades_graves',
      regionNumero: '05',
      prestador: 101,
      asegurados: 2,
      first_name: 'María Gómez',
      documento: '1020304050',
      telefono: '300 123 4567',
      email: 'maria@correo.co',
      mensaje: 'Somos dos adultos',
      isInternalTraffic: false,
      autorizacionDatos: TEST_AUTHORISATION,
    });

    const update = within(screen.getByRole('form', { name: 'Completa tu solicitud' }));
    await user.click(update.getByRole('button', { name: 'Agregar a mi solicitud' }));
    expect(update.getByRole('alert')).toHaveTextContent('Elige un horario o escribe un comentario.');
    expect(updates).toHaveLength(0);
    await user.click(update.getByRole('radio', { name: 'En la tarde (15:00 a 18:30)' }));
    await user.type(update.getByRole('textbox', { name: 'Comentario (opcional)' }), 'Mejor al celular');
    await user.click(update.getByRole('button', { name: 'Agregar a mi solicitud' }));
    expect(await screen.findByText('Listo: agregamos estos datos a tu solicitud.')).toBeInTheDocument();
    expect(updates[0]?.body).toEqual({
      id: 812,
      secreto: SECRET,
      horarioContacto: 'tarde',
      comentario: 'Mejor al celular',
    });
  });

  it("shows the API's reason when it refuses the request (400), without retrying", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = await renderPage({
      solicitar: () => ({ status: 400, body: { statusCode: 400, message: 'Prestador desconocido' } }),
    });
    await fillRequest(user);
    await user.click(submitButton());
    expect(await screen.findByText('Prestador desconocido')).toHaveAttribute('role', 'alert');
    expect(requestsTo(requests, '/seguro-adicional/solicitar')).toHaveLength(1);
  });

  it('shows the error panel when the form cannot load, and loads it again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    await renderPage(
      { solicitar: () => ({ status: 201 }), options: () => (failing ? { status: 503 } : undefined) },
      { waitForForm: false },
    );
    await act(() => jest.advanceTimersByTimeAsync(5000)); // the product's 3 tries, 1500 ms apart
    expect(await screen.findByText('No pudimos cargar el formulario')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('form', { name: 'Solicitud de seguro adicional' })).toBeInTheDocument();
  });
});

describe('additional-insurance retries ("retried twice", 1500 ms apart, same key)', () => {
  it('retries a lost answer with the same key and gets the stored request back, never a second one', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const leads = idempotentLeadApi((id) => storedLead(id));
    const { requests } = await renderPage({ solicitar: leads.handle });
    await fillRequest(user);
    leads.loseNextAnswer();
    await user.click(submitButton());
    await act(() => jest.advanceTimersByTimeAsync(1500));

    expect(await screen.findByRole('heading', { name: 'Solicitud enviada' })).toBeInTheDocument();
    const [first, second] = requestsTo(requests, '/seguro-adicional/solicitar') as [StubRequest, StubRequest];
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(leads.stored).toHaveLength(1);
  });

  it('tries three times, then keeps the request and says so', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { requests } = await renderPage({ solicitar: () => ({ status: 503 }) });
    await fillRequest(user);
    await user.click(submitButton());
    await act(() => jest.advanceTimersByTimeAsync(1500));
    // The quick retries are still the visitor's send.
    expect(screen.getByRole('button', { name: 'Espere mientras enviamos su solicitud...' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1600));
    expect(
      await screen.findByText(
        'Sin conexión con el servidor: tu solicitud quedó guardada en este navegador y la enviaremos automáticamente.',
      ),
    ).toBeInTheDocument();
    const keys = requestsTo(requests, '/seguro-adicional/solicitar').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(console.error).toHaveBeenCalledWith('Error en solicitud de seguro adicional.', expect.anything());
  });
});
