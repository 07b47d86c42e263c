import { useEffect, useRef } from 'react';
import type { ChatEvent } from '@qs/shared';
import { eventsUrl, type ChatSession } from '../api/chat-api';

const KINDS = ['message', 'receipt', 'typing', 'conversation'] as const;

export interface ChatStreamHandlers {
  onEvent: (event: ChatEvent) => void;
  /** The stream (re)opened: whatever was written while it was down is read with `after=`. */
  onOpen: () => void;
}

/**
 * The conversation's live events (Server-Sent Events). EventSource reconnects by itself, e.g. after an API
 * restart; every open calls `onOpen` so that no message written in between is missed.
 */
export const useChatStream = (session: ChatSession | null, live: boolean, handlers: ChatStreamHandlers) => {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!session || !live || typeof EventSource !== 'function') return;
    const source = new EventSource(eventsUrl(session));
    const onMessage = (event: MessageEvent<string>) => {
      try {
        latest.current.onEvent(JSON.parse(event.data) as ChatEvent);
      } catch (error) {
        console.error('Evento de chat ilegible.', error);
      }
    };
    const onOpen = () => latest.current.onOpen();
    source.addEventListener('open', onOpen);
    for (const kind of KINDS) source.addEventListener(kind, onMessage as EventListener);
    return () => source.close();
  }, [session, live]);
};
