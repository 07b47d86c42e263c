import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, applySwitchesFromUrl, readReferrer, readSwitches, saveReferrer, type Referrer } from '@qs/shared';
import { fakeApi, jsonResponse, renderShell } from '../test/render-shell';
import { UserModeBanner } from './UserModeBanner';

const referrer = (email: string): Referrer => ({
  email,
  name: 'Ana Gómez',
  loggedAs: 'referral',
  initialDate: new Date().toISOString(),
});
const writeText = jest.fn(async (_text: string) => undefined);

/** Renders the banner and opens its panel; the test's clipboard replaces user-event's own. */
const openPanel = async (bannerName: string) => {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderShell(<UserModeBanner />);
  await user.click(screen.getByRole('button', { name: bannerName }));
  const dialog = await screen.findByRole('dialog', { name: 'Modo de usuario' });
  return { user, dialog };
};

const confirmEmail = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, email: string) => {
  await user.type(within(dialog).getByRole('textbox', { name: 'Confirma tu correo' }), email);
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
};

beforeEach(() => writeText.mockClear());
afterEach(() => {
  act(() => saveReferrer(null));
  window.history.replaceState(null, '', '/');
});

describe('user-mode panel: internal traffic', () => {
  beforeEach(() => applySwitchesFromUrl('?internal-traffic=true'));

  it('shows the three switches as labelled toggles that store the change where the URL does', async () => {
    const { user, dialog } = await openPanel('Tráfico Interno');
    const switches = within(dialog).getAllByRole('switch');
    expect(switches.map((toggle) => toggle.getAttribute('aria-describedby') !== null)).toEqual([true, true, true]);
    const forceRefresh = within(dialog).getByRole('switch', { name: 'Forzar actualización' });
    expect(within(dialog).getByRole('switch', { name: 'Tráfico interno' })).toBeChecked();
    expect(forceRefresh).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Píxeles de seguimiento' })).toBeChecked();

    await user.click(forceRefresh);
    expect(forceRefresh).toBeChecked();
    expect(localStorage.getItem('force-refresh')).toBe('true');

    // Keyboard: Space toggles the focused switch.
    const pixels = within(dialog).getByRole('switch', { name: 'Píxeles de seguimiento' });
    pixels.focus();
    await user.keyboard(' ');
    expect(readSwitches()).toEqual({ 'internal-traffic': true, 'force-refresh': true, pixels: false });
  });

  it('keeps the panel while internal traffic is switched off in it, and the banner follows the switch', async () => {
    const { user, dialog } = await openPanel('Tráfico Interno');
    await user.click(within(dialog).getByRole('switch', { name: 'Tráfico interno' }));
    expect(localStorage.getItem('internal-traffic')).toBe('false');
    expect(within(dialog).getByRole('switch', { name: 'Tráfico interno' })).not.toBeChecked();
    // The page behind the modal panel is hidden from assistive technology while it is open.
    expect(screen.getByRole('complementary', { name: 'Modo de usuario', hidden: true })).toHaveTextContent(
      'Modo de usuario',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Modo de usuario' })).not.toBeInTheDocument();
  });

  it('copies the page URL for staff (switches) and for the client (no switches, staff or tracking), saying so politely', async () => {
    window.history.replaceState(null, '', '/Comparar/EPS?page=2&utm_source=google&force-refresh=true#planes');
    const { user, dialog } = await openPanel('Tráfico Interno');
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(within(dialog).getByRole('button', { name: 'Copiar URL con tráfico interno' }));
    expect(writeText).toHaveBeenLastCalledWith(
      'http://localhost/Comparar/EPS?page=2&internal-traffic=true&force-refresh=false&pixels=true#planes',
    );
    expect(status).toHaveTextContent('URL copiada');

    await user.click(within(dialog).getByRole('button', { name: 'Copiar URL para el cliente' }));
    expect(writeText).toHaveBeenLastCalledWith('http://localhost/Comparar/EPS?page=2#planes');
  });

  it('shows the URL in a read-only field when the clipboard refuses', async () => {
    const { user, dialog } = await openPanel('Tráfico Interno');
    writeText.mockRejectedValueOnce(new Error('NotAllowedError'));
    await user.click(within(dialog).getByRole('button', { name: 'Copiar URL para el cliente' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('No se pudo copiar la URL: cópiala a mano.');
    expect(within(dialog).getByRole('textbox', { name: 'URL para copiar' })).toHaveValue('http://localhost/');
  });
});

describe('user-mode panel: a referrer', () => {
  it('shows the switches only after the referrer confirms their own company address', async () => {
    act(() => saveReferrer(referrer('ana@quieroseguro.co')));
    const { user, dialog } = await openPanel('Ana Gómez');
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Limpiar cache' })).not.toBeInTheDocument();

    await confirmEmail(user, dialog, 'luisa@quieroseguro.co');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Este correo no da acceso a la configuración.');
    expect(within(dialog).getByRole('textbox', { name: 'Confirma tu correo' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Confirma tu correo' }));
    await confirmEmail(user, dialog, ' Ana@QuieroSeguro.co');
    expect(within(dialog).getAllByRole('switch')).toHaveLength(3);
    expect(within(dialog).getByRole('switch', { name: 'Tráfico interno' })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Correo confirmado');
    expect(within(dialog).queryByRole('textbox', { name: 'Confirma tu correo' })).not.toBeInTheDocument();
  });

  it('never shows the switches to a referrer outside the company domain, even typing their own address', async () => {
    act(() => saveReferrer(referrer('camila.ortiz@example.com')));
    const { user, dialog } = await openPanel('Ana Gómez');
    await confirmEmail(user, dialog, 'camila.ortiz@example.com');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Este correo no da acceso a la configuración.');
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
  });

  it("'Quitar referido' removes the referrer", async () => {
    act(() => saveReferrer(referrer('camila.ortiz@example.com')));
    const { user, dialog } = await openPanel('Ana Gómez');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar referido' }));
    expect(readReferrer()).toBeNull();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Quitaste el referido.');
    expect(within(dialog).queryByRole('button', { name: 'Quitar referido' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/navegas como cualquier visitante/)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Modo de usuario' })).not.toBeInTheDocument();
  });

  it("'Limpiar cache' empties the API client's cache: a cached GET asks the API again", async () => {
    let served = 0;
    const fetchMock = fakeApi({ '/menu': () => jsonResponse(200, { data: (served += 1) }) });
    act(() => saveReferrer(referrer('ana@quieroseguro.co')));
    const { user, dialog } = await openPanel('Ana Gómez');
    await confirmEmail(user, dialog, 'ana@quieroseguro.co');

    expect(await apiClient.get('/menu', {}, { cache: true })).toEqual({ data: 1 });
    expect(await apiClient.get('/menu', {}, { cache: true })).toEqual({ data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Limpiar cache' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Cache limpiada');
    expect(await apiClient.get('/menu', {}, { cache: true })).toEqual({ data: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]).toEqual(['/api/menu', expect.objectContaining({ cache: 'reload' })]);
  });
});
