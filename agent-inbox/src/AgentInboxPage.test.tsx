import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AgentInboxPage from './AgentInboxPage';
import { AGENT, fakeAgentApi, installEventSource, lastEventSource } from './test/fake-agent-api';

const SIGNED_OUT = { status: 401, body: { message: 'Inicia sesión para atender el chat' } };
const EMPTY_INBOX = { status: 200, body: { data: [] } };

beforeEach(() => {
  installEventSource();
  window.history.replaceState(null, '', '/');
});

const signIn = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
};

describe('agent inbox page: signing in', () => {
  it('asks for e-mail and password without a session, and opens the inbox once they are right', async () => {
    const calls = fakeAgentApi({
      'GET /api/chat/agent/session': SIGNED_OUT,
      'POST /api/chat/agent/session': (body) =>
        JSON.stringify(body) === JSON.stringify({ email: 'laura@quieroseguro.local', password: 'secreto' })
          ? { status: 200, body: { data: AGENT } }
          : SIGNED_OUT,
      'GET /api/chat/agent/conversations': EMPTY_INBOX,
    });
    render(<AgentInboxPage />);
    await signIn('laura@quieroseguro.local', 'secreto');
    expect(await screen.findByRole('heading', { name: 'Bandeja del chat' })).toBeInTheDocument();
    expect(screen.getByText('Laura Gómez')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it.each([
    [401, 'Correo o contraseña incorrectos'],
    [429, 'Demasiados intentos. Espera unos minutos.'],
  ])("shows the API's message when the sign-in is refused (%i)", async (status, message) => {
    fakeAgentApi({
      'GET /api/chat/agent/session': SIGNED_OUT,
      'POST /api/chat/agent/session': { status, body: { message } },
    });
    render(<AgentInboxPage />);
    await signIn('laura@quieroseguro.local', 'otra');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  it('signs in with a one-time link and removes it from the address at once', async () => {
    window.history.replaceState(null, '', '/#acceso=0123456789abcdef0123456789abcdef');
    const calls = fakeAgentApi({
      'POST /api/chat/agent/session/link': { status: 200, body: { data: AGENT } },
      'GET /api/chat/agent/conversations': EMPTY_INBOX,
    });
    render(<AgentInboxPage />);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Bandeja del chat' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/chat/agent/session/link',
      body: { token: '0123456789abcdef0123456789abcdef' },
    });
  });

  it('says so when the link is not valid any more, and offers the form', async () => {
    window.history.replaceState(null, '', '/#acceso=0123456789abcdef0123456789abcdef');
    fakeAgentApi({
      'POST /api/chat/agent/session/link': {
        status: 401,
        body: { message: 'El enlace de acceso no es válido o ya se usó' },
      },
      'GET /api/chat/agent/session': SIGNED_OUT,
    });
    render(<AgentInboxPage />);
    expect(await screen.findByText('El enlace de acceso no es válido o ya se usó')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('signs out through the API and shows the form again', async () => {
    const calls = fakeAgentApi({
      'GET /api/chat/agent/session': { status: 200, body: { data: AGENT } },
      'GET /api/chat/agent/conversations': EMPTY_INBOX,
      'DELETE /api/chat/agent/session': { status: 204 },
    });
    render(<AgentInboxPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByLabelText('Correo electrónico')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('goes back to the form when the session ends, and reopens a stream the server refused', async () => {
    jest.useFakeTimers();
    try {
      let signedIn = true;
      fakeAgentApi({
        'GET /api/chat/agent/session': { status: 200, body: { data: AGENT } },
        'GET /api/chat/agent/conversations': () => (signedIn ? EMPTY_INBOX : SIGNED_OUT),
      });
      render(<AgentInboxPage />);
      await act(async () => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('heading', { name: 'Bandeja del chat' })).toBeInTheDocument();
      signedIn = false;
      const refused = lastEventSource();
      act(() => refused.fail());
      await act(async () => jest.advanceTimersByTimeAsync(5000));
      expect(lastEventSource()).not.toBe(refused);
      act(() => lastEventSource().open());
      await act(async () => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByText('Tu sesión terminó. Inicia sesión de nuevo.')).toBeInTheDocument();
      expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
