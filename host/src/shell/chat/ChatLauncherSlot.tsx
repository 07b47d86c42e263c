import { useEffect, useState } from 'react';
import { RemoteSlot, useMediaQuery, type ChatAvailability } from '@qs/shared';
import { readChatAvailability, readChatHeader } from './chat-availability';
import { isChatShown } from './chat-visibility';
import './chat-launcher.css';

export const DESKTOP_QUERY = '(min-width: 1024px)';

/** Where the forms slice keeps the visitor's conversation (its model/chat-session.ts): one is going on. */
export const CHAT_SESSION_KEY = 'qs.chat.session';

const hasConversation = (): boolean => {
  try {
    return localStorage.getItem(CHAT_SESSION_KEY) !== null;
  } catch {
    return false;
  }
};

export interface ChatLauncherSlotProps {
  openRequest: number;
  /** The visitor pressed the host's launcher: ask the widget to open. */
  onOpen: () => void;
}

/**
 * The chat's entry point, collapsed (seed 002 §4), drawn by the host: the forms slice's widget (its form
 * library, its conversation code: some 70 KiB) is loaded only when the visitor opens it, when 'chat/open'
 * asks for it, or when a conversation is going on (it must show its messages) — not on every page's idle
 * time, where it cost /Comparar/EPS its byte budget.
 */
export const ChatLauncherSlot = ({ openRequest, onOpen }: ChatLauncherSlotProps) => {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [availability, setAvailability] = useState<ChatAvailability | null>(null);
  const [header, setHeader] = useState<string | null>(null);
  useEffect(() => {
    if (!desktop) return;
    let live = true;
    void readChatAvailability().then((value) => live && setAvailability(value));
    void readChatHeader(location.pathname).then((value) => live && setHeader(value));
    return () => {
      live = false;
    };
  }, [desktop]);

  if (!availability || !isChatShown(desktop, availability)) return null;
  if (openRequest === 0 && !hasConversation()) {
    if (!header) return null;
    return (
      <div className="qs-chat-launcher">
        <button type="button" className="qs-button qs-chat-launcher__button" aria-haspopup="dialog" onClick={onOpen}>
          {header}
        </button>
      </div>
    );
  }
  // No spinner and no error panel in the page's corner: a widget that cannot load is simply not there.
  return <RemoteSlot module="qs_forms/ChatWidget" props={{ openRequest, availability }} loading={null} frame={() => null} />;
};

export default ChatLauncherSlot;
