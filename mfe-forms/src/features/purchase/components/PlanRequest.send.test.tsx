import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient, getEventBus, resetOutbox } from '@qs/shared';
import es from '../../../i18n/es.json';
import { deferred, type StubAnswer, type StubHandler, type StubRequest } from '../../../test/fetch-stub';
import { idempotentLeadApi } from '../../../test/lead-api-stub';
import { field, fillContact, planRequests, renderPurchase, submitButton } from '../test/test-render';
import { assignedLead, epsPlan } from '../test/test-plans';
import { TEST_AUTHORISATION, tickAuthorisation } from '../../../test/authorisation';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => apiClient.clearCache());
afterEach(() => {
  resetOutbox();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('plan request sending', () => {
  it('sends once with an Idempotency-Key even on a double click, then shows the lead and its advisor', async () => {
    const user = userEvent.setup();
    const answer = deferred<StubAnswer>();
    const { requests } = await renderPurchase(epsPlan(), () => answer.promise);
    const sent: unknown[] = [];
    const subscription = getEventBus()
      .on('contact/sent')
      .subscribe((payload) => sent.push(payload));
    await fillContact(user);
    await user.type(field('Número de documento (opcional)'), '1.020.304.050');

    await user.dblClick(submitButton());
    expect(await screen.findByRole('button', { name: 'Espere mientras enviamos su solicitud...' })).toBeDisabled();
    answer.resolve({ status: 201, body: { data: assignedLead() } });

    const title = await screen.findByRole('heading', { level: 2, name: 'Solicitud enviada' });
    expect(title).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Solicitud enviada. En los próximos segundos recibirás un email.',
    );
    const advisor = within(screen.getByRole('article', { name: 'Laura Restrepo' }));
    expect(advisor.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(advisor.getByText('Número de solicitud: 812')).toBeInTheDocument();
    expect(advisor.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/573105551234');
    expect(screen.getByRole('link', { name: 'Volver al plan' })).toHaveAttribute(
      'href',
      '/EPS/salud-andina-eps/plan-complementario-oro',
    );

    expect(planRequests(requests)).toHaveLength(1);
    const [post] = planRequests(requests) as [StubRequest];
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.body).toMatchObject({
      productCode: 'EPS101-ORO',
      first_name: 'Ana Gómez',
      telefono: '300 123 4567',
      email: 'ana@correo.co',
      documento: '1020304050',
      plan: { id: 1002, displayName: 'Plan Complementario Oro', price: 124000 },
      hasOnlineOnboarding: true,
      isInternalTraffic: false,
      originLead: { domain: 'localhost', subdomain: '', url: '/' },
      autorizacionDatos: TEST_AUTHORISATION,
    });
    expect(sent).toEqual([{ lead: assignedLead(), productCode: 'EPS101-ORO' }]);
    subscription.unsubscribe();
  });

  it('says an advisor will call when the line has none yet', async () => {
    const user = userEvent.setup();
    await renderPurchase(epsPlan(), () => ({
      status: 201,
      body: { data: { ...assignedLead(9), status: { id: 1, name: 'Sin Estado' }, dataSocio: null } },
    }));
    await fillContact(user);
    await user.click(submitButton());
    expect(await screen.findByText('Número de solicitud: 9')).toBeInTheDocument();
    expect(screen.getByText('Un asesor revisará tu solicitud y te contactará pronto.')).toBeInTheDocument();
  });

  it("shows the API's reason when it refuses the data (400), without retrying", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = await renderPurchase(epsPlan(), () => ({
      status: 400,
      body: { statusCode: 400, message: 'Plan desconocido: EPS101-ORO' },
    }));
    await fillContact(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Plan desconocido: EPS101-ORO');
    expect(screen.queryByRole('region', { name: 'Tenemos problemas con nuestro servidor' })).not.toBeInTheDocument();
    expect(planRequests(requests)).toHaveLength(1);
    expect(submitButton()).toBeEnabled();
  });
});

describe('plan request retries (docs/product/forms.md#online-purchase: retried twice, same key)', () => {
  const setup = () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  };
  const waitRetries = () => act(() => jest.advanceTimersByTimeAsync(3000));

  it('retries a lost answer with the same key and gets the stored lead back', async () => {
    const user = setup();
    const leads = idempotentLeadApi((id) => assignedLead(id));
    const { requests } = await renderPurchase(epsPlan(), leads.handle);
    await fillContact(user);
    leads.loseNextAnswer();
    await user.click(submitButton());
    await waitRetries();

    expect(await screen.findByRole('heading', { name: 'Solicitud enviada' })).toBeInTheDocument();
    const [first, second] = planRequests(requests) as [StubRequest, StubRequest];
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(leads.stored).toHaveLength(1);
  });

  /** The first try is stored, but no answer gets through for the three tries of a send. */
  it.each(['Zoë Nguyễn', 'José Pérez-Ávila'])('accepts and sends the name %s', async (name) => {
    const user = userEvent.setup();
    const leads = idempotentLeadApi((id) => assignedLead(id));
    await renderPurchase(epsPlan(), leads.handle);
    await user.type(field('Nombre'), name);
    await user.type(field('Teléfono'), '300 123 4567');
    await user.type(field('Email'), 'zoe@correo.co');
    await tickAuthorisation(user);
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { level: 2, name: 'Solicitud enviada' })).toBeInTheDocument();
    expect(leads.stored).toEqual([expect.objectContaining({ first_name: name })]);
  });

  const outageAfterStoring = (leads: ReturnType<typeof idempotentLeadApi>): StubHandler => {
    let failing = 3;
    return (request) => {
      if (failing === 0) return leads.handle(request);
      if (failing === 3) leads.handle(request);
      failing -= 1;
      return { status: 503 };
    };
  };

  const QUEUED =
    'Sin conexión con el servidor: tu solicitud quedó guardada en este navegador y la enviaremos automáticamente.';

  /** The three tries (docs/product/forms.md#online-purchase) fail: the request is kept in the outbox and the visitor is told. */
  const failFirstSend = async (
    user: ReturnType<typeof userEvent.setup>,
    leads: ReturnType<typeof idempotentLeadApi>,
  ) => {
    const stub = await renderPurchase(epsPlan(), outageAfterStoring(leads));
    await fillContact(user);
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Espere mientras enviamos su solicitud...' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1500));
    // The quick retries are still the visitor's send (docs/product/forms.md#online-purchase).
    expect(screen.getByRole('button', { name: 'Espere mientras enviamos su solicitud...' })).toBeDisabled();
    await waitRetries();
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Error en solicitud de plan.', expect.anything());
    // Three tries failed on the server: the server-error box explains what to do.
    expect(screen.getByRole('region', { name: 'Tenemos problemas con nuestro servidor' })).toHaveTextContent(
      'Revisa que tu conexión a internet funcione.',
    );
    const keys = () => planRequests(stub.requests).map((request) => request.headers['Idempotency-Key']);
    expect(keys()).toHaveLength(3);
    expect(new Set(keys()).size).toBe(1);
    return keys;
  };

  it('sends a kept request by itself once the API answers again: the stored lead, not a second one', async () => {
    const user = setup();
    const leads = idempotentLeadApi((id) => assignedLead(id));
    const keys = await failFirstSend(user, leads);

    await act(() => jest.advanceTimersByTimeAsync(2500)); // the outbox's first backoff step, 2 s ± 20 %
    expect(await screen.findByRole('heading', { name: 'Solicitud enviada' })).toBeInTheDocument();
    expect(keys()).toHaveLength(4);
    expect(keys()[3]).toBe(keys()[0]);
    expect(leads.stored).toHaveLength(1);
  });

  it('resends unchanged data at once with the same key: the stored lead, not a second one', async () => {
    const user = setup();
    const leads = idempotentLeadApi((id) => assignedLead(id));
    const keys = await failFirstSend(user, leads);

    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Solicitud enviada' })).toBeInTheDocument();
    expect(keys()[3]).toBe(keys()[0]);
    expect(leads.stored).toHaveLength(1);
  });

  it('sends data changed after a failure with a new key (accepted, not refused with 422), and drops the kept one', async () => {
    const user = setup();
    const leads = idempotentLeadApi((id) => assignedLead(id));
    const keys = await failFirstSend(user, leads);

    await user.clear(field('Email'));
    await user.type(field('Email'), 'ana.gomez@correo.co');
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Solicitud enviada' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(keys()).toHaveLength(4);
    expect(keys()[3]).not.toBe(keys()[0]);
    expect(leads.stored).toEqual([
      expect.objectContaining({ email: 'ana@correo.co' }),
      expect.objectContaining({ email: 'ana.gomez@correo.co' }),
    ]);
  });
});
