import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  addSliceTranslations,
  apiClient,
  getEventBus,
  readReferrer,
  saveReferrer,
  setPartner,
  type PartnerConfig,
} from '@qs/shared';
import es from '../../../i18n/es.json';
import { deferred, stubFetch, type StubAnswer, type StubHandler } from '../../../test/fetch-stub';
import { ReferrerModal } from './ReferrerModal';

const CAMILA = {
  email: 'camila.ortiz@example.com',
  name: 'Camila Ortiz',
  ejecutivo: 'ana.rodriguez@quieroseguro.co',
  loggedAs: 'referral',
};
const NOT_FOUND = {
  status: 404,
  body: { statusCode: 404, error: 'Not Found', message: 'Referidor ¡No encontrado!..' },
};

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => apiClient.clearCache());
afterEach(() => {
  setPartner(null);
  saveReferrer(null);
  jest.restoreAllMocks();
});

const referrerApi =
  (answer: StubHandler): StubHandler =>
  (request) =>
    request.path === '/api/referrers/by-email' ? answer(request) : { status: 404 };

const renderModal = (onClose = jest.fn(), intro?: string[]) => {
  render(
    <MemoryRouter>
      <ReferrerModal open onClose={onClose} intro={intro} />
    </MemoryRouter>,
  );
  return onClose;
};

const emailField = () => screen.getByRole('textbox', { name: 'Correo de quien te refirió' });
const search = () => screen.getByRole('dialog', { name: 'Programa de referidos' });

describe('ReferrerModal', () => {
  it('searches on Enter, stores the found referrer as a referral and greets them with the portal link', async () => {
    const user = userEvent.setup();
    const answer = deferred<StubAnswer>();
    const { requests } = stubFetch(referrerApi(() => answer.promise));
    const onClose = renderModal(jest.fn(), ['Recomienda QuieroSeguro a tus amigos.']);
    expect(search()).toHaveTextContent('Recomienda QuieroSeguro a tus amigos.');

    await user.type(emailField(), 'camila.ortiz@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Buscando referidor...');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    expect(requests[0]?.url.searchParams.get('email')).toBe('camila.ortiz@example.com');
    answer.resolve({ status: 200, body: { data: CAMILA } });

    const result = await screen.findByRole('dialog', { name: '¡Referidor encontrado!' });
    expect(result).toHaveTextContent('¡Hola! Desde ahora te acompaña');
    expect(within(result).getByText('Camila Ortiz')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Ir al portal de clientes' })).toHaveAttribute(
      'href',
      '/Portal-clientes',
    );
    expect(screen.queryByRole('dialog', { name: 'Programa de referidos' })).not.toBeInTheDocument();
    expect(readReferrer()).toEqual({
      email: CAMILA.email,
      name: 'Camila Ortiz',
      ejecutivo: CAMILA.ejecutivo,
      loggedAs: 'referral',
      initialDate: expect.any(String),
    });
    expect(getEventBus().current('referrer/changed')?.referrer?.name).toBe('Camila Ortiz');

    await user.click(within(result).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("clears the referrer on 'not found', says so with the advisor-not-found message, and goes back to the search", async () => {
    const user = userEvent.setup();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    saveReferrer({
      email: 'viejo@example.com',
      name: 'Viejo',
      loggedAs: 'referral',
      initialDate: new Date().toISOString(),
    });
    stubFetch(referrerApi(() => NOT_FOUND));
    const onClose = renderModal();

    await user.type(emailField(), 'nadie@example.com');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const result = await screen.findByRole('dialog', { name: 'Referidor ¡No encontrado!..' });
    expect(within(result).getByRole('alert')).toHaveTextContent(
      'No encontramos un referidor ni un asesor con ese correo.',
    );
    expect(readReferrer()).toBeNull();
    expect(getEventBus().current('referrer/changed')).toEqual({ referrer: null });
    expect(consoleError).toHaveBeenCalledWith('Referidor ¡No encontrado!..', expect.anything());

    await user.click(within(result).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(emailField()).toHaveValue('nadie@example.com');
  });

  it.each([
    ['an empty answer', { status: 200, body: { data: null } }],
    ['a server error', { status: 500, body: { statusCode: 500, message: 'Error' } }],
  ])('treats %s as not found', async (_case, answer) => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(referrerApi(() => answer));
    renderModal();
    await user.type(emailField(), 'ana@example.com{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Referidor ¡No encontrado!..' })).toBeInTheDocument();
    expect(readReferrer()).toBeNull();
  });

  it('accepts at most 50 characters and asks for a valid e-mail before searching', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(referrerApi(() => NOT_FOUND));
    renderModal();
    expect(emailField()).toHaveAttribute('maxLength', '50');
    await user.click(emailField());
    await user.paste(`${'a'.repeat(45)}@example.com`);
    expect(emailField()).toHaveValue(`${'a'.repeat(45)}@exam`);

    await user.clear(emailField());
    await user.keyboard('{Enter}');
    expect(emailField()).toHaveAccessibleDescription(
      'El correo de tu referidor o de tu asesor, hasta 50 caracteres. Email necesario.',
    );
    await user.type(emailField(), 'camila@{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Vuelve a introducir un email válido.');
    expect(requests).toHaveLength(0);
  });

  it('cannot be closed in pseudo-login mode until a referrer is found', async () => {
    const user = userEvent.setup();
    setPartner({ name: 'Banco Aliado', referer: 'aliado' } as PartnerConfig);
    stubFetch(referrerApi(() => ({ status: 200, body: { data: CAMILA } })));
    const onClose = renderModal();
    const close = within(search()).getByRole('button', { name: 'Cerrar referidos' });
    expect(close).toBeDisabled();
    expect(search()).toHaveTextContent('Para continuar en Banco Aliado, ingresa el correo de tu referidor.');
    fireEvent(search(), new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();

    await user.type(emailField(), 'camila.ortiz@example.com{Enter}');
    const result = await screen.findByRole('dialog', { name: '¡Referidor encontrado!' });
    await user.click(within(result).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be closed on a partner site without referer, and in pseudo-login mode once a referrer is stored', async () => {
    const user = userEvent.setup();
    setPartner({ name: 'Cooperativa', referer: '' } as PartnerConfig);
    const onClose = renderModal();
    await user.click(within(search()).getByRole('button', { name: 'Cerrar referidos' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lets a visitor with a stored referrer close it in pseudo-login mode', async () => {
    const user = userEvent.setup();
    setPartner({ name: 'Banco Aliado', referer: 'aliado' } as PartnerConfig);
    saveReferrer({
      email: CAMILA.email,
      name: CAMILA.name,
      loggedAs: 'referral',
      initialDate: new Date().toISOString(),
    });
    const onClose = renderModal();
    expect(screen.queryByText(/Para continuar en Banco Aliado/)).not.toBeInTheDocument();
    await user.click(within(search()).getByRole('button', { name: 'Cerrar referidos' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
