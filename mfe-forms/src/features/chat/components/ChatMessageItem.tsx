import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@qs/shared';
import { attachmentUrl, type ChatSession } from '../api/chat-api';

export interface ChatMessageItemProps {
  message: ChatMessage;
  session: ChatSession;
}

/** One message, as text (never HTML): who wrote it, an attachment's link (an image's thumbnail), and a visitor message's state. */
export const ChatMessageItem = ({ message, session }: ChatMessageItemProps) => {
  const { t } = useTranslation('forms');
  const author =
    message.author === 'visitor'
      ? t('chat.you')
      : message.author === 'agent'
        ? (message.agentName ?? t('chat.agent'))
        : null;
  const { attachment } = message;
  const href = attachment && attachmentUrl(session, attachment.id);
  return (
    <li className={`qs-chat__message qs-chat__message--${message.author}`}>
      {author && <span className="qs-chat__author">{author}</span>}
      {attachment && href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="qs-chat__attachment">
          {attachment.type.startsWith('image/') && <img src={href} alt="" className="qs-chat__thumbnail" />}
          {attachment.name}
        </a>
      ) : (
        <p className="qs-chat__body">{message.body}</p>
      )}
      {message.author === 'visitor' && <span className="qs-chat__state">{t(`chat.state.${message.state}`)}</span>}
    </li>
  );
};
