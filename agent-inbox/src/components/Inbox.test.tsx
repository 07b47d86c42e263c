import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from './Inbox';
import {
  AGENT,
  aConversation,
  aMessage,
  fakeAgentApi,
  installEventSource,
  lastEventSource,
} from '../test/fake-agent-api';

beforeEach(() => installEventSource());

const ENTRY = { conversation: aConversation(), lastMessage: aMessage(), unread: 2 };
const TAKEN = {
  conversation: aConversation({
    id: 'c2',
    visitor: { name: 'Ana Ruiz', email: 'ana@example.com', phone: '3109876543' },
    agent: { id: 7, name: 'Pedro Díaz' },
  }),
  lastMessage: aMessage({ seq: 3, author: 'agent', body: 'Con gusto le ayudo', agentName: 'Pedro Díaz' }),
  unread: 0,
};

describe('agent inbox', () => {
  it('lists each open conversation: visitor, product, page, who has it, last message, unread count', async () => {
    const calls = fakeAgentApi({
      'GET /api/chat/agent/conversations?status=open': { status: 200, body: { data: [ENTRY, TAKEN] } },
    });
    render(<Inbox agent={AGENT} onSignOut={() => undefined} />);
    const first = await screen.findByRole('button', { name: /Carlos Pérez/ });
    expect(first).toHaveTextContent('2 sin leer');
    expect(first).toHaveTextContent('Medicina Prepagada · /Comparar/Polizas-de-Salud');
    expect(first).toHaveTextContent('Atiende: Sin asignar');
    expect(first).toHaveTextContent('Hola, quiero saber el precio');
    const second = screen.getByRole('button', { name: /Ana Ruiz/ });
    expect(second).toHaveTextContent('Atiende: Pedro Díaz');
    expect(second).not.toHaveTextContent('sin leer');
    expect(calls[0]?.path).toBe('/api/chat/agent/conversations?status=open');
  });

  it('shows the closed ones on their own tab', async () => {
    fakeAgentApi({
      'GET /api/chat/agent/conversations?status=open': { status: 200, body: { data: [ENTRY] } },
      'GET /api/chat/agent/conversations?status=closed': { status: 200, body: { data: [] } },
    });
    render(<Inbox agent={AGENT} onSignOut={() => undefined} />);
    await screen.findByRole('button', { name: /Carlos Pérez/ });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerradas' }));
    expect(await screen.findByText('No hay conversaciones cerradas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerradas' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads the list again when a live event arrives, and announces a visitor message', async () => {
    jest.useFakeTimers();
    try {
      let list = [ENTRY];
      fakeAgentApi({ 'GET /api/chat/agent/conversations?status=open': () => ({ status: 200, body: { data: list } }) });
      render(<Inbox agent={AGENT} onSignOut={() => undefined} />);
      await act(async () => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('button', { name: /Carlos Pérez/ })).toHaveTextContent('2 sin leer');

      const message = aMessage({ seq: 2, body: '¿Cubre maternidad?' });
      list = [{ ...ENTRY, lastMessage: message, unread: 3 }];
      act(() => lastEventSource().emit({ id: 10, kind: 'message', conversationId: 'c1', body: message }));
      await act(async () => jest.advanceTimersByTimeAsync(500));

      const entry = screen.getByRole('button', { name: /Carlos Pérez/ });
      expect(entry).toHaveTextContent('3 sin leer');
      expect(within(entry).getByText('¿Cubre maternidad?')).toBeInTheDocument();
      expect(screen.getByText('Nuevo mensaje de Carlos Pérez')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the stream on the agent endpoint and reads everything again when it reconnects', async () => {
    const calls = fakeAgentApi({
      'GET /api/chat/agent/conversations?status=open': { status: 200, body: { data: [ENTRY] } },
    });
    render(<Inbox agent={AGENT} onSignOut={() => undefined} />);
    await screen.findByRole('button', { name: /Carlos Pérez/ });
    expect(lastEventSource().url).toBe('/api/chat/agent/events');
    const before = calls.length;
    await act(async () => lastEventSource().open());
    expect(calls.length).toBe(before + 1);
  });
});
