import { useEffect, useRef, useState } from 'react';
import { ApiError, type ChatAgent } from '@qs/shared';
import { agentApi } from '../api/agent-api';
import { useConversation } from '../hooks/useConversation';
import type { InboxSubscribe } from '../hooks/useInbox';
import { MessageList } from './MessageList';
import { ReplyBox } from './ReplyBox';
import { VisitorCard } from './VisitorCard';

export interface ConversationViewProps {
  id: string;
  agent: ChatAgent;
  subscribe: InboxSubscribe;
}

/**
 * One conversation: the visitor's pre-chat data, the messages, and what this agent may do. One agent per
 * conversation (ADR 0018): a conversation someone else has shows who, and offers no reply box.
 */
export const ConversationView = ({ id, agent, subscribe }: ConversationViewProps) => {
  const { conversation, setConversation, messages, setMessages, added, error, visitorTyping, reload } = useConversation(
    id,
    subscribe,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => setNotice(null), [id]);
  // Opening a conversation moves the focus to it, so a keyboard or screen-reader user lands where it is.
  const loaded = conversation?.id === id;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (error && !conversation) return <p role="alert">{error}</p>;
  if (!conversation) return <p role="status">Cargando la conversación…</p>;

  const owner = conversation.agent;
  const mine = owner?.id === agent.id;
  const open = conversation.status === 'open';

  const act = async (call: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await call();
    } catch (failure) {
      setNotice(failure instanceof Error ? failure.message : 'No se pudo completar la acción.');
      // 409: someone else took it meanwhile; show them.
      if (failure instanceof ApiError && failure.status === 409) await reload();
    } finally {
      setBusy(false);
    }
  };

  const take = () =>
    act(async () => {
      const detail = await agentApi.take(id);
      setConversation(detail.conversation);
      setMessages(detail.messages);
    });
  const close = () => act(async () => agentApi.close(id).then(reload));

  return (
    <article className="qs-agent-conversation" aria-labelledby="qs-agent-conversation-title">
      <header className="qs-agent-conversation__head">
        <h2 id="qs-agent-conversation-title" ref={heading} tabIndex={-1}>
          Conversación con {conversation.visitor.name}
        </h2>
        <p>
          {open
            ? owner
              ? mine
                ? 'La atiendes tú'
                : `La atiende ${owner.name}`
              : 'Sin asignar'
            : 'Conversación cerrada'}
        </p>
        {open && !owner && (
          <button type="button" onClick={take} disabled={busy}>
            Tomar conversación
          </button>
        )}
        {open && mine && (
          <button type="button" onClick={close} disabled={busy} className="qs-agent-secondary">
            Cerrar conversación
          </button>
        )}
      </header>
      <VisitorCard conversation={conversation} />
      {notice && (
        <p role="alert" className="qs-agent-notice">
          {notice}
        </p>
      )}
      <MessageList conversation={conversation} messages={messages} />
      <p role="status" className="qs-agent-typing">
        {visitorTyping ? 'El cliente está escribiendo…' : ''}
      </p>
      {open && mine && <ReplyBox conversationId={id} onSent={added} />}
      {open && owner && !mine && (
        <p className="qs-agent-notice">{`La conversación ya la atiende ${owner.name}`}. No puedes responder en ella.</p>
      )}
      {open && !owner && <p className="qs-agent-hint">Toma la conversación para responder.</p>}
    </article>
  );
};
