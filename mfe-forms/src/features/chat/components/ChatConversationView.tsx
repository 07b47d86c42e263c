import { useTranslation } from 'react-i18next';
import type { ChatSession } from '../api/chat-api';
import type { WebchatConfig } from '@qs/shared';
import type { ChatConversationState } from '../hooks/useChatConversation';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';

export interface ChatConversationViewProps {
  config: WebchatConfig;
  session: ChatSession;
  chat: ChatConversationState;
  onRestart: () => void;
}

/** The welcome, the messages, what waits to be sent, the agent's typing, and the composer (or, once closed, a new engagement). */
export const ChatConversationView = ({ config, session, chat, onRestart }: ChatConversationViewProps) => {
  const { t } = useTranslation('forms');
  const { valuesConfig } = config;
  const closed = chat.conversation?.status === 'closed';
  const lastIncoming = chat.messages.findLast((message) => message.author !== 'visitor');
  return (
    <>
      <ol className="qs-chat__messages" aria-label={t('chat.messagesLabel')}>
        <li className="qs-chat__message qs-chat__message--system">
          <p className="qs-chat__body">{valuesConfig.welcome}</p>
        </li>
        {chat.messages.map((message) => (
          <ChatMessageItem key={message.seq} message={message} session={session} />
        ))}
        {chat.pending.map((item) =>
          item.refused === undefined ? (
            <li
              key={item.clientMessageId}
              className="qs-chat__message qs-chat__message--visitor qs-chat__message--pending"
            >
              <span className="qs-chat__author">{t('chat.you')}</span>
              <p className="qs-chat__body">{item.body}</p>
              <span className="qs-chat__state">{t('chat.state.pending')}</span>
            </li>
          ) : (
            <li
              key={item.clientMessageId}
              className="qs-chat__message qs-chat__message--visitor qs-chat__message--refused"
            >
              <span className="qs-chat__author">{t('chat.you')}</span>
              <p className="qs-chat__body">{item.body}</p>
              <span className="qs-chat__state" role="alert">
                {t('chat.state.refused', { reason: item.refused })}
              </span>
              <button type="button" className="qs-chat__discard" onClick={() => chat.discard(item.clientMessageId)}>
                {t('chat.discard')}
              </button>
            </li>
          ),
        )}
      </ol>
      {chat.agentTyping && (
        <p className="qs-chat__typing">
          {t('chat.typing', { name: chat.conversation?.agent?.name ?? t('chat.agent') })}
        </p>
      )}
      <p className="qs-chat__sr" aria-live="polite">
        {lastIncoming &&
          (lastIncoming.author === 'agent'
            ? `${lastIncoming.agentName ?? t('chat.agent')}: ${lastIncoming.body}`
            : lastIncoming.body)}
      </p>
      {closed ? (
        <div className="qs-chat__closed">
          <p>{valuesConfig.closed}</p>
          <button type="button" className="qs-button" onClick={onRestart}>
            {t('chat.restart')}
          </button>
        </div>
      ) : (
        <ChatComposer config={config} chat={chat} />
      )}
    </>
  );
};
