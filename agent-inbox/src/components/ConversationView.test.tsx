import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatEvent } from '@qs/shared';
import { ConversationView } from './ConversationView';
import type { InboxListener } from '../hooks/useInbox';
import { AGENT, aConversation, aMessage, fakeAgentApi } from '../test/fake-agent-api';

const URL_OF = '/api/chat/agent/conversations/c1';
const MINE = aConversation({ agent: { id: AGENT.id, name: AGENT.name } });
const CLIENT_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The inbox's stream as the view sees it: the test pushes events. */
const liveStream = () => {
  const listeners = new Set<InboxListener>();
  return {
    subscribe: (listener: InboxListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push: (event: ChatEvent) => act(() => listeners.forEach((listener) => listener(event))),
  };
};

const renderView = () => {
  const stream = liveStream();
  render(<ConversationView id="c1" agent={AGENT} subscribe={stream.subscribe} />);
  return stream;
};

describe('a conversation in the inbox', () => {
  it("shows the visitor's pre-chat data and the messages as text, never HTML", async () => {
    fakeAgentApi({
      [`GET ${URL_OF}`]: {
        status: 200,
        body: {
          data: {
            conversation: MINE,
            messages: [
              aMessage({ body: '<img src=x onerror=alert(1)><b>hola</b>' }),
              aMessage({
                seq: 2,
                author: 'system',
                body: 'Laura Gómez se unió a la conversación.',
                clientMessageId: null,
              }),
            ],
          },
        },
      },
    });
    renderView();
    expect(await screen.findByText('<img src=x onerror=alert(1)><b>hola</b>')).toBeInTheDocument();
    expect(document.querySelector('.qs-agent-messages img, .qs-agent-messages b')).toBeNull();
    expect(screen.getByText(/Laura Gómez se unió a la conversación\./)).toBeInTheDocument();
    const visitor = within(screen.getByRole('region', { name: 'Datos del cliente' }));
    for (const value of [
      'Carlos Pérez',
      'carlos@example.com',
      '3001234567',
      'Medicina Prepagada',
      '/Comparar/Polizas-de-Salud',
    ])
      expect(visitor.getByText(value)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conversación con Carlos Pérez' })).toHaveFocus();
  });

  it('takes a free conversation; when another agent has it (409) says who and offers no reply box', async () => {
    const other = aConversation({ agent: { id: 7, name: 'Pedro Díaz' } });
    let taken = false;
    fakeAgentApi({
      [`GET ${URL_OF}`]: () => ({
        status: 200,
        body: { data: { conversation: taken ? other : aConversation(), messages: [aMessage()] } },
      }),
      [`POST ${URL_OF}/take`]: () => {
        taken = true;
        return { status: 409, body: { message: 'La conversación ya la atiende Pedro Díaz' } };
      },
    });
    renderView();
    expect(screen.queryByLabelText('Tu respuesta')).not.toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Tomar conversación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La conversación ya la atiende Pedro Díaz');
    expect(await screen.findByText(/No puedes responder en ella/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Tu respuesta')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tomar conversación' })).not.toBeInTheDocument();
  });

  it('sends a reply with Enter and its own message id, shows it, and reports the visitor messages read', async () => {
    const calls = fakeAgentApi({
      [`GET ${URL_OF}`]: { status: 200, body: { data: { conversation: MINE, messages: [aMessage()] } } },
      [`POST ${URL_OF}/messages`]: (body) => ({
        status: 201,
        body: {
          data: aMessage({
            seq: 2,
            author: 'agent',
            agentName: AGENT.name,
            body: (body as { body: string }).body,
            state: 'sent',
          }),
        },
      }),
      [`POST ${URL_OF}/typing`]: { status: 204 },
      [`POST ${URL_OF}/receipts`]: { status: 204 },
    });
    renderView();
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Tu respuesta'),
      'Claro, le cuento{Shift>}{Enter}{/Shift}los planes{Enter}',
    );
    expect(await screen.findByText('Enviado')).toBeInTheDocument();
    const send = calls.find((call) => call.path.endsWith('/messages'));
    expect(send?.body).toEqual({
      body: 'Claro, le cuento\nlos planes',
      clientMessageId: expect.stringMatching(CLIENT_ID),
    });
    expect(screen.getByLabelText('Tu respuesta')).toHaveValue('');
    expect(calls.filter((call) => call.path.endsWith('/typing'))).toHaveLength(1);
    expect(calls.find((call) => call.path.endsWith('/receipts'))?.body).toEqual({ upToSeq: 1, state: 'read' });
  });

  it('retries a failed reply with the same message id', async () => {
    let tries = 0;
    const calls = fakeAgentApi({
      [`GET ${URL_OF}`]: { status: 200, body: { data: { conversation: MINE, messages: [] } } },
      [`POST ${URL_OF}/messages`]: () =>
        ++tries === 1
          ? { status: 503, body: { message: 'Servicio no disponible' } }
          : { status: 200, body: { data: aMessage({ seq: 1, author: 'agent', body: 'Hola' }) } },
      [`POST ${URL_OF}/typing`]: { status: 204 },
    });
    renderView();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tu respuesta'), 'Hola{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Enviado');
    const ids = calls
      .filter((call) => call.path.endsWith('/messages'))
      .map((call) => (call.body as { clientMessageId: string }).clientMessageId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('shows live messages, receipts and the visitor typing', async () => {
    fakeAgentApi({
      [`GET ${URL_OF}`]: {
        status: 200,
        body: {
          data: {
            conversation: MINE,
            messages: [aMessage({ seq: 1, author: 'agent', body: 'Buenas tardes', agentName: AGENT.name })],
          },
        },
      },
      [`POST ${URL_OF}/receipts`]: { status: 204 },
    });
    const stream = renderView();
    await screen.findByText('Enviado');
    stream.push({
      id: 1,
      kind: 'receipt',
      conversationId: 'c1',
      body: { reader: 'visitor', upToSeq: 1, state: 'read' },
    });
    expect(screen.getByText('Leído')).toBeInTheDocument();
    stream.push({ id: 2, kind: 'typing', conversationId: 'c1', body: { author: 'visitor' } });
    expect(screen.getByText('El cliente está escribiendo…')).toBeInTheDocument();
    stream.push({ id: 3, kind: 'message', conversationId: 'c1', body: aMessage({ seq: 2, body: 'Gracias' }) });
    expect(screen.getByRole('log')).toHaveTextContent('Gracias');
    expect(screen.queryByText('El cliente está escribiendo…')).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB before sending it, and links an attachment', async () => {
    const attachment = { id: 'a1', name: 'cedula.pdf', type: 'application/pdf', size: 2048 };
    const calls = fakeAgentApi({
      [`GET ${URL_OF}`]: {
        status: 200,
        body: { data: { conversation: MINE, messages: [aMessage({ body: 'cedula.pdf', attachment })] } },
      },
      [`POST ${URL_OF}/receipts`]: { status: 204 },
    });
    renderView();
    expect(await screen.findByRole('link', { name: /cedula\.pdf/ })).toHaveAttribute(
      'href',
      `${URL_OF}/attachments/a1`,
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.pdf', { type: 'application/pdf' });
    await userEvent.setup().upload(screen.getByLabelText(/Adjuntar archivo/), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo pesa más de 5 MB');
    await waitFor(() => expect(calls.some((call) => call.path.includes('/attachments?'))).toBe(false));
  });

  it("sends an image's bytes with its name and a message id, and shows it", async () => {
    const attachment = { id: 'a2', name: 'foto.png', type: 'image/png', size: 3000 };
    const calls = fakeAgentApi({
      [`GET ${URL_OF}`]: { status: 200, body: { data: { conversation: MINE, messages: [] } } },
      [`POST ${URL_OF}/attachments`]: {
        status: 201,
        body: { data: aMessage({ seq: 1, author: 'agent', body: 'foto.png', agentName: AGENT.name, attachment }) },
      },
    });
    renderView();
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' });
    await userEvent.setup().upload(await screen.findByLabelText(/Adjuntar archivo/), image);
    expect(await screen.findByRole('link', { name: /foto\.png/ })).toHaveAttribute('href', `${URL_OF}/attachments/a2`);
    const upload = calls.find((call) => call.path.startsWith(`${URL_OF}/attachments?`));
    const query = new URLSearchParams(upload?.path.split('?')[1]);
    expect(query.get('name')).toBe('foto.png');
    expect(query.get('clientMessageId')).toMatch(CLIENT_ID);
    expect(upload?.headers).toMatchObject({ 'content-type': 'application/octet-stream' });
    expect(upload?.body).toBe(image);
  });
});
