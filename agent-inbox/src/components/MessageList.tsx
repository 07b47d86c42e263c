import type { ChatConversation, ChatMessage } from '@qs/shared';
import { attachmentHref } from '../api/agent-api';

export interface MessageListProps {
  conversation: ChatConversation;
  messages: ChatMessage[];
}

const STATE_LABELS: Record<ChatMessage['state'], string> = { sent: 'Enviado', delivered: 'Entregado', read: 'Leído' };

const timeOf = (sentAt: string) => new Date(sentAt).toLocaleTimeString('es-CO', { hour: '2-digit', minute: '2-digit' });

const authorOf = (message: ChatMessage, conversation: ChatConversation) =>
  message.author === 'visitor' ? conversation.visitor.name : (message.agentName ?? 'Agente');

const Attachment = ({
  conversationId,
  attachment,
}: {
  conversationId: string;
  attachment: NonNullable<ChatMessage['attachment']>;
}) => {
  const href = attachmentHref(conversationId, attachment.id);
  const kb = Math.max(1, Math.round(attachment.size / 1024));
  return (
    <a className="qs-agent-attachment" href={href} target="_blank" rel="noopener noreferrer">
      {attachment.type.startsWith('image/') && <img src={href} alt="" loading="lazy" />}
      <span>
        {attachment.name} ({kb} KB)
      </span>
    </a>
  );
};

/**
 * The conversation's messages, as text only (ADR 0018: never HTML), in a log region so a screen reader
 * announces each new one. System lines (joined, closed) stand apart, without an author.
 */
export const MessageList = ({ conversation, messages }: MessageListProps) => (
  <div className="qs-agent-messages" role="log" aria-live="polite" aria-label="Mensajes de la conversación">
    {messages.length === 0 && <p>Todavía no hay mensajes.</p>}
    <ol>
      {messages.map((message) =>
        message.author === 'system' ? (
          <li key={message.seq} className="qs-agent-message qs-agent-message--system">
            {message.body} <time dateTime={message.sentAt}>{timeOf(message.sentAt)}</time>
          </li>
        ) : (
          <li key={message.seq} className={`qs-agent-message qs-agent-message--${message.author}`}>
            <p className="qs-agent-message__head">
              <span className="qs-agent-message__author">{authorOf(message, conversation)}</span>{' '}
              <time dateTime={message.sentAt}>{timeOf(message.sentAt)}</time>
            </p>
            {message.attachment ? (
              <Attachment conversationId={conversation.id} attachment={message.attachment} />
            ) : (
              <p className="qs-agent-message__body">{message.body}</p>
            )}
            {message.author === 'agent' && <p className="qs-agent-message__state">{STATE_LABELS[message.state]}</p>}
          </li>
        ),
      )}
    </ol>
  </div>
);
