import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addSliceTranslations,
  apiClient,
  CHAT_DESKTOP_QUERY,
  forgetChatAvailability,
  CHAT_SESSION_KEY,
  resetOutbox,
} from '@qs/shared';
import es from '../../../i18n/es.json';
import { chatMessage, FakeEventSource, installEventSource, stubChatApi } from '../../../test/chat-api-stub';
import { removeMatchMedia, stubMatchMedia } from '../../../test/match-media';
import { UNSENT_KEY } from '../model/chat-session';
import { REOPEN_MS } from '../hooks/useChatStream';
import { RETRY_FIRST_MS } from '../hooks/useUnsentQueue';
import { ChatWidget } from './ChatWidget';
import { AUTHORISATION_LABEL, AUTHORISATION_REQUIRED, TEST_AUTHORISATION } from '../../../test/authorisation';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => {
  localStorage.clear();
  // The page's reads of the chat's availability and configuration are kept once per page: each test is a new page.
  forgetChatAvailability();
  apiClient.clearCache();
  stubMatchMedia([CHAT_DESKTOP_QUERY]);
  installEventSource();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  resetOutbox();
  removeMatchMedia();
  jest.restoreAllMocks();
});

const openChat = async () => {
  await userEvent.click(await screen.findByRole('button', { name: '¡Chatea con nosotros!' }));
  return screen.getByRole('dialog', { name: '¡Chatea con nosotros!' });
};

const fillPreChat = async (question = '') => {
  await userEvent.type(screen.getByLabelText('Nombre'), 'Ana Gómez');
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Teléfono'), '3105551234');
  if (question) await userEvent.type(screen.getByLabelText('Tu pregunta (opcional)'), question);
  await userEvent.click(screen.getByRole('checkbox', { name: AUTHORISATION_LABEL }));
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar el chat' }));
};

/** jsdom's Blob has no text(): read it as a browser of 2015 would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const storeSession = () =>
  localStorage.setItem(CHAT_SESSION_KEY, JSON.stringify({ conversationId: 'conv1', token: 'secret-token' }));

/** The stored conversation open in the panel, with a navigator.sendBeacon that records its calls (removed after the test). */
const openStoredConversationWithBeacon = async () => {
  stubChatApi();
  storeSession();
  const beacon = jest.fn((_url: string | URL, _data?: BodyInit | null) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  render(<ChatWidget />);
  await openChat();
  await screen.findByRole('list', { name: 'Mensajes del chat' });
  return beacon;
};
afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

describe('ChatWidget', () => {
  it('starts collapsed, and opens into its pre-chat form with the focus inside', async () => {
    stubChatApi();
    render(<ChatWidget />);
    const panel = await openChat();
    expect(within(panel).getByLabelText('Nombre')).toHaveFocus();
    expect(screen.queryByRole('button', { name: '¡Chatea con nosotros!' })).not.toBeInTheDocument();
  });

  it("shows the product's texts for missing fields and a wrong e-mail, and sends nothing", async () => {
    const { requests } = stubChatApi();
    render(<ChatWidget />);
    await openChat();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar el chat' }));
    expect(await screen.findByText('Por favor, ingrese su dirección de correo electrónico válido')).toBeInTheDocument();
    expect(screen.getAllByText('campo requerido')).toHaveLength(2); // name and phone
    expect(screen.getByRole('checkbox', { name: AUTHORISATION_LABEL })).toHaveAccessibleDescription(
      AUTHORISATION_REQUIRED,
    );
    expect(requests.some((request) => request.path === '/api/chat/conversations')).toBe(false);
  });

  it("presets the product of the page's path and starts the conversation with the first question", async () => {
    window.history.replaceState(null, '', '/EPS/sura');
    const { requests, state } = stubChatApi();
    render(<ChatWidget />);
    await openChat();
    expect(screen.getByLabelText('Producto')).toHaveValue('EPS');
    await fillPreChat('¿Cubre urgencias?');

    expect(await screen.findByText('¿Cubre urgencias?')).toBeInTheDocument();
    const start = requests.find((request) => request.path === '/api/chat/conversations');
    expect(start?.body).toEqual({
      name: 'Ana Gómez',
      email: 'ana@example.com',
      phone: '3105551234',
      product: 'EPS',
      page: '/EPS/sura',
      language: 'es',
      question: '¿Cubre urgencias?',
      autorizacionDatos: TEST_AUTHORISATION,
    });
    // The welcome comes first, the question is message 1.
    const lines = within(screen.getByRole('list', { name: 'Mensajes del chat' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Te damos la bienvenida a QuieroSeguro');
    expect(lines[1]).toHaveTextContent('¿Cubre urgencias?');
    expect(JSON.parse(localStorage.getItem(CHAT_SESSION_KEY)!)).toEqual({
      conversationId: state.id,
      token: state.token,
    });
    expect(FakeEventSource.latest().url).toBe('/api/chat/conversations/conv1/events?token=secret-token');
  });

  it('restores a stored conversation with its token after a reload', async () => {
    const api = stubChatApi();
    api.state.messages.push(chatMessage(1, 'Hola, soy Laura', 'agent'));
    storeSession();
    render(<ChatWidget />);
    await openChat();
    expect(await screen.findByText('Hola, soy Laura')).toBeInTheDocument();
    const load = api.requests.find((request) => request.path === api.conversationPath);
    expect(load?.headers['x-chat-token']).toBe('secret-token');
  });

  it('restores the stored conversation once back online when the first read failed', async () => {
    const api = stubChatApi();
    api.state.messages.push(chatMessage(1, 'Hola, soy Laura', 'agent'));
    // Only the conversation's read meets no network (the configuration arrives).
    let online = false;
    const answer = global.fetch;
    global.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      !online && String(input).startsWith(api.conversationPath)
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answer(input, init)) as typeof fetch;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storeSession();
    render(<ChatWidget />);
    await openChat();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error al cargar la conversación del chat.', expect.any(TypeError)),
    );
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Hola, soy Laura')).toBeInTheDocument();
    expect(localStorage.getItem(CHAT_SESSION_KEY)).not.toBeNull();
  });

  it('forgets a conversation the API no longer knows and shows the pre-chat form', async () => {
    stubChatApi({ known: false });
    storeSession();
    render(<ChatWidget />);
    await openChat();
    await waitFor(() => expect(localStorage.getItem(CHAT_SESSION_KEY)).toBeNull());
    expect(await screen.findByRole('button', { name: 'Iniciar el chat' })).toBeInTheDocument();
  });

  it('merges live events by number, fills the gap on every reopen, and reads what the open panel shows', async () => {
    const api = stubChatApi();
    storeSession();
    render(<ChatWidget />);
    await openChat();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.latest();
    const first = chatMessage(1, 'Hola, soy Laura');
    api.state.messages.push(first);
    act(() => stream.emit({ kind: 'message', body: first }));
    expect(await screen.findByText('Hola, soy Laura')).toBeInTheDocument();
    expect(screen.getByText('Laura: Hola, soy Laura')).toHaveAttribute('aria-live', 'polite');

    // The stream drops (API restart); message 2 is written meanwhile; the reconnect reads after=1.
    api.state.messages.push(chatMessage(2, '¿Qué plan te interesa?'));
    act(() => stream.open());
    expect(await screen.findByText('¿Qué plan te interesa?')).toBeInTheDocument();
    expect(api.requests.some((request) => request.url.search === '?after=1')).toBe(true);
    // The same message again on the stream stays one.
    act(() => stream.emit({ kind: 'message', body: chatMessage(2, '¿Qué plan te interesa?') }));
    expect(screen.getAllByText('¿Qué plan te interesa?')).toHaveLength(1);

    await waitFor(() =>
      expect(api.requests.filter((request) => request.path.endsWith('/receipts')).at(-1)?.body).toEqual({
        upToSeq: 2,
        state: 'read',
      }),
    );
  });

  it("shows the agent's typing, and signals the visitor's at most once every 3 s", async () => {
    const api = stubChatApi();
    storeSession();
    render(<ChatWidget />);
    await openChat();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().emit({ kind: 'typing', body: { author: 'agent' } }));
    expect(screen.getByText('Ejecutivo está escribiendo…')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Mensaje'), 'Hola, quisiera');
    expect(api.requests.filter((request) => request.path.endsWith('/typing'))).toHaveLength(1);
  });

  it('sends with Enter and starts a new line with Shift+Enter, as chat widgets do', async () => {
    const api = stubChatApi();
    storeSession();
    render(<ChatWidget />);
    await openChat();
    await screen.findByRole('list', { name: 'Mensajes del chat' });
    const box = screen.getByRole('textbox', { name: 'Mensaje' });
    await userEvent.type(box, 'Hola{Shift>}{Enter}{/Shift}quisiera un plan');
    expect(box).toHaveValue('Hola\nquisiera un plan');
    expect(api.state.messages).toHaveLength(0);

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Enviado')).toBeInTheDocument();
    expect(api.state.messages.map((message) => message.body)).toEqual(['Hola\nquisiera un plan']);
    expect(box).toHaveValue('');
    // An empty box sends nothing and gains no blank line.
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('');
    expect(api.state.messages).toHaveLength(1);
  });

  it('sends a message typed offline once the connection is back, with the same clientMessageId', async () => {
    const api = stubChatApi();
    storeSession();
    render(<ChatWidget />);
    await openChat();
    await screen.findByRole('list', { name: 'Mensajes del chat' });
    api.state.offline = true;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.type(screen.getByLabelText('Mensaje'), 'Necesito ayuda');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Enviando…')).toBeInTheDocument();
    const [kept] = JSON.parse(localStorage.getItem(UNSENT_KEY)!) as { clientMessageId: string }[];
    const tries = () => api.requests.filter((request) => request.path.endsWith('/messages'));
    await waitFor(() => expect(tries()).toHaveLength(1));
    expect(logged).toHaveBeenCalledWith('Error al enviar el mensaje del chat.', expect.any(TypeError));

    api.state.offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Enviado')).toBeInTheDocument();
    expect(tries().map((request) => (request.body as { clientMessageId: string }).clientMessageId)).toEqual([
      kept!.clientMessageId,
      kept!.clientMessageId,
    ]);
    expect(api.state.messages).toHaveLength(1);
    expect(localStorage.getItem(UNSENT_KEY)).toBeNull();
  });

  it("shows a message the API refused for good with the API's words, never sends it again, and lets the visitor discard it", async () => {
    const api = stubChatApi();
    storeSession();
    render(<ChatWidget />);
    await openChat();
    await screen.findByRole('list', { name: 'Mensajes del chat' });
    api.state.refuseMessages = { status: 409, body: { statusCode: 409, message: 'La conversación está cerrada' } };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.type(screen.getByLabelText('Mensaje'), '¿Hola?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se envió: La conversación está cerrada');
    const tries = () => api.requests.filter((request) => request.path.endsWith('/messages'));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(tries()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByText('¿Hola?')).not.toBeInTheDocument();
    expect(localStorage.getItem(UNSENT_KEY)).toBeNull();
  });

  it('says why the API refused to start the chat (a limit) in its own words, and the generic text when it did not answer', async () => {
    const api = stubChatApi();
    api.state.refuseStart = {
      status: 429,
      body: { statusCode: 429, message: 'Demasiadas solicitudes. Intenta nuevamente en 60 segundos.' },
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ChatWidget />);
    await openChat();
    await fillPreChat();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas solicitudes. Intenta nuevamente en 60 segundos.',
    );
    api.state.refuseStart = null;
    api.state.offline = true;
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar el chat' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No pudimos iniciar el chat. Inténtalo de nuevo en un momento.',
      ),
    );
  });

  it('tries a message again by itself while the API does not answer and the browser stays online (an API restart)', async () => {
    const api = stubChatApi();
    storeSession();
    render(<ChatWidget />);
    await openChat();
    await screen.findByRole('list', { name: 'Mensajes del chat' });
    api.state.offline = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.type(screen.getByLabelText('Mensaje'), '¿Siguen ahí?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const tries = () => api.requests.filter((request) => request.path.endsWith('/messages'));
    await waitFor(() => expect(tries()).toHaveLength(1));
    // No 'online' event: the API is back, the network never left.
    api.state.offline = false;
    expect(await screen.findByText('Enviado', {}, { timeout: RETRY_FIRST_MS + 3000 })).toBeInTheDocument();
    expect(new Set(tries().map((request) => (request.body as { clientMessageId: string }).clientMessageId)).size).toBe(
      1,
    );
    expect(api.state.messages).toHaveLength(1);
  }, 15_000);

  it('opens its live stream again when the host refused it (every API instance restarting), and reads what it missed', async () => {
    const api = stubChatApi();
    storeSession();
    render(<ChatWidget />);
    await openChat();
    await screen.findByRole('list', { name: 'Mensajes del chat' });
    const first = FakeEventSource.latest();
    const reads = () => api.requests.filter((request) => request.path === '/api/chat/conversations/conv1').length;
    const readsBefore = reads();
    act(() => first.refuse());
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(1), { timeout: REOPEN_MS + 3000 });
    const second = FakeEventSource.latest();
    expect(second.url).toBe(first.url);
    act(() => second.open());
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
  }, 15_000);

  it('refuses a file over 5 MB before uploading it', async () => {
    const api = stubChatApi();
    storeSession();
    render(<ChatWidget />);
    await openChat();
    await screen.findByRole('list', { name: 'Mensajes del chat' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'examen.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Adjuntar un archivo (imagen o PDF)'), big);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El archivo examen.pdf pesa más de 5 MB: elige uno más liviano.',
    );
    expect(api.requests.some((request) => request.path.endsWith('/attachments'))).toBe(false);
  });

  it("uploads an accepted file as its bytes and shows the API's refusal of its content", async () => {
    const api = stubChatApi();
    storeSession();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ChatWidget />);
    await openChat();
    await screen.findByRole('list', { name: 'Mensajes del chat' });
    await userEvent.upload(
      screen.getByLabelText('Adjuntar un archivo (imagen o PDF)'),
      new File(['no soy un png'], 'foto.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo se aceptan imágenes (JPEG, PNG, GIF, WebP) y PDF.',
    );
    const upload = api.requests.find((request) => request.path.endsWith('/attachments'));
    expect(upload?.url.search).toMatch(/^\?name=foto\.png&clientMessageId=[\w-]+$/);
    expect(upload?.headers).toEqual({
      'content-type': 'application/octet-stream',
      'x-chat-token': 'secret-token',
      traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/),
    });
    expect(logged).toHaveBeenCalledWith('Error al adjuntar el archivo al chat.', expect.anything());
  });

  it('close sends the notice by beacon, forgets the conversation, and the next open is a new engagement', async () => {
    const beacon = await openStoredConversationWithBeacon();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar la conversación' }));

    expect(beacon).toHaveBeenCalledWith('/api/chat/conversations/conv1/close?token=secret-token', expect.any(Blob));
    expect(await textOf(beacon.mock.calls[0]![1] as Blob)).toBe('{"reason":"tab-closed"}');
    expect(localStorage.getItem(CHAT_SESSION_KEY)).toBeNull();
    await openChat();
    expect(screen.getByRole('button', { name: 'Iniciar el chat' })).toBeInTheDocument();
  });

  it('a page going away says so by beacon and keeps the conversation (a reload picks it up); a page back from the cache reopens its stream', async () => {
    const beacon = await openStoredConversationWithBeacon();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(beacon).toHaveBeenCalledWith('/api/chat/conversations/conv1/left?token=secret-token', expect.any(Blob));
    expect(beacon.mock.calls.some(([url]) => String(url).includes('/close'))).toBe(false);
    expect(localStorage.getItem(CHAT_SESSION_KEY)).not.toBeNull();

    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    act(() => {
      window.dispatchEvent(restored);
    });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
  });

  it('Escape minimises the panel back to its launcher', async () => {
    stubChatApi();
    render(<ChatWidget />);
    await openChat();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¡Chatea con nosotros!' })).toBeInTheDocument();
  });

  it('opens when the host raises openRequest', async () => {
    stubChatApi();
    const { rerender } = render(<ChatWidget />);
    await screen.findByRole('button', { name: '¡Chatea con nosotros!' });
    rerender(<ChatWidget openRequest={1} />);
    const dialog = await screen.findByRole('dialog', { name: '¡Chatea con nosotros!' });
    // Minimising what the host opened stays minimised.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Minimizar el chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<ChatWidget openRequest={1} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing on a small screen', async () => {
    removeMatchMedia();
    const { requests } = stubChatApi();
    const { container } = render(<ChatWidget />);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(container).toBeEmptyDOMElement();
  });
});
