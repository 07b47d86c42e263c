import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_DESKTOP_QUERY, useMediaQuery, type ChatWidgetProps } from '@qs/shared';
import { useChatConversation } from '../hooks/useChatConversation';
import { useChatSetup, type ChatSetup } from '../hooks/useChatSetup';
import { ChatPanel } from './ChatPanel';
import './chat.css';

/** The chat is a desktop feature (docs/product/chat.md#when-the-chat-is-offered); the host's launcher asks the same. */

export type ChatView = 'collapsed' | 'open' | 'hidden';

/**
 * The visitor's live chat (docs/adr/0018-live-chat.md): collapsed to its launcher button until opened
 * (by the visitor or by 'chat/open' through `openRequest`); the conversation lives on while minimised.
 */
export const ChatWidget = ({ openRequest, availability }: ChatWidgetProps) => {
  const desktop = useMediaQuery(CHAT_DESKTOP_QUERY);
  const setup = useChatSetup(availability);
  if (!desktop || !setup) return null;
  return <ChatWindow setup={setup} openRequest={openRequest} />;
};

interface ChatWindowProps {
  setup: ChatSetup;
  openRequest?: number;
}

const ChatWindow = ({ setup, openRequest }: ChatWindowProps) => {
  const { t } = useTranslation('forms');
  const [view, setView] = useState<ChatView>('collapsed');
  const [pageVisible, setPageVisible] = useState(() => document.visibilityState !== 'hidden');
  const chat = useChatConversation(view === 'open' && pageVisible);
  const launcher = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (openRequest) setView('open');
  }, [openRequest]);
  useEffect(() => {
    const follow = () => setPageVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);

  const minimise = () => {
    setView('collapsed');
    // The launcher is rendered again on the next paint; focus goes back to it.
    requestAnimationFrame(() => launcher.current?.focus());
  };
  const close = () => {
    chat.close();
    setView('collapsed');
  };
  const { header } = setup.config.valuesConfig;

  return (
    <div className="qs-chat" style={{ width: setup.config.baseConfig.width }}>
      {view === 'open' && (
        <ChatPanel setup={setup} chat={chat} onMinimise={minimise} onHide={() => setView('hidden')} onClose={close} />
      )}
      {view === 'collapsed' && (
        <button
          ref={launcher}
          type="button"
          className="qs-button qs-chat__launcher"
          aria-haspopup="dialog"
          onClick={() => setView('open')}
        >
          {header}
        </button>
      )}
      {view === 'hidden' && (
        <button type="button" className="qs-chat__show" onClick={() => setView('collapsed')}>
          {t('chat.show')}
        </button>
      )}
    </div>
  );
};
