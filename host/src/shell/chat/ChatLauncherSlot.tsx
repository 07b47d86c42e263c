import { useEffect, useState } from 'react';
import {
  CHAT_DESKTOP_QUERY,
  CHAT_SESSION_KEY,
  readChatAvailability,
  RemoteSlot,
  useMediaQuery,
  type ChatAvailability,
} from '@qs/shared';
import { readChatHeader } from './chat-header';
import { isChatShown } from './chat-visibility';
import './chat-launcher.css';

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
 * The chat's entry point, collapsed (docs/product/chat.md#when-the-chat-is-offered), drawn by the host: the forms slice's widget (its form
 * library, its conversation code: some 70 KiB) is loaded only when the visitor opens it, when 'chat/open'
 * asks for it, or when a conversation is going on (it must show its messages) — not on every page's idle
 * time, where it cost /Comparar/EPS its byte budget.
 */
export const ChatLauncherSlot = ({ openRequest, onOpen }: ChatLauncherSlotProps) => {
  const desktop = useMediaQuery(CHAT_DESKTOP_QUERY);
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
  return (
    <RemoteSlot module="qs_forms/ChatWidget" props={{ openRequest, availability }} loading={null} frame={() => null} />
  );
};

export default ChatLauncherSlot;
