import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConversationState } from '../hooks/useChatConversation';
import type { ChatSetup } from '../hooks/useChatSetup';
import { ChatConversationView } from './ChatConversationView';
import { LeaveQuestionForm } from './LeaveQuestionForm';
import { PreChatForm } from './PreChatForm';

export interface ChatPanelProps {
  setup: ChatSetup;
  chat: ChatConversationState;
  onMinimise: () => void;
  onHide: () => void;
  onClose: () => void;
}

/**
 * The open chat window: a non-modal dialog (the page stays usable). Focus moves into it when it opens, and
 * Escape minimises it. Shows the conversation, else the pre-chat form, else (nobody to chat with) the
 * leave-a-question form.
 */
export const ChatPanel = ({ setup, chat, onMinimise, onHide, onClose }: ChatPanelProps) => {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const { config, availability, language } = setup;
  const { valuesConfig } = config;

  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea');
    (first ?? panel.current)?.focus();
  }, [chat.session]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onMinimise();
  };

  const body = chat.session ? (
    <ChatConversationView config={config} session={chat.session} chat={chat} onRestart={chat.close} />
  ) : !availability.active || !availability.agentsOnline ? (
    <LeaveQuestionForm config={config} notice={availability.active ? valuesConfig.noAgents : valuesConfig.offline} />
  ) : (
    <PreChatForm config={config} language={language} onStart={chat.start} />
  );

  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="qs-chat__panel"
      onKeyDown={onKeyDown}
    >
      <header className="qs-chat__header">
        <h2 id={titleId} className="qs-chat__title">
          {valuesConfig.header}
        </h2>
        <button type="button" className="qs-chat__action" onClick={onMinimise} aria-label={t('chat.minimise')}>
          <span aria-hidden="true">–</span>
        </button>
        <button type="button" className="qs-chat__action" onClick={onHide} aria-label={t('chat.hide')}>
          <span aria-hidden="true">⇲</span>
        </button>
        {chat.session && (
          <button type="button" className="qs-chat__action" onClick={chat.close} aria-label={t('chat.restart')}>
            <span aria-hidden="true">↻</span>
          </button>
        )}
        <button type="button" className="qs-chat__action" onClick={onClose} aria-label={t('chat.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="qs-chat__content">{body}</div>
    </section>
  );
};
