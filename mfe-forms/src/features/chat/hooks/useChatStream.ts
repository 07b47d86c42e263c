import { useEffect, useRef, useState } from 'react';
import type { ChatEvent } from '@qs/shared';
import { eventsUrl, type ChatSession } from '../api/chat-api';

const KINDS = ['message', 'receipt', 'typing', 'conversation'] as const;

export interface ChatStreamHandlers {
  onEvent: (event: ChatEvent) => void;
  /** The stream (re)opened: whatever was written while it was down is read with `after=`. */
  onOpen: () => void;
}

/** How long after a refused stream it is opened again. */
export const REOPEN_MS = 3_000;

/**
 * The conversation's live events (Server-Sent Events). EventSource reconnects by itself when a stream drops;
 * but an answer that is not a stream (the host's 503 while every API instance is restarting) closes it for
 * good, so then a new one is opened after REOPEN_MS. Every open calls `onOpen` so that no message written in
 * between is missed.
 */
export const useChatStream = (session: ChatSession | null, live: boolean, handlers: ChatStreamHandlers) => {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [attempt, setAttempt] = useState(0);

  // A page restored from the back/forward cache comes back with its stream closed: open a new one.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setAttempt((count) => count + 1);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

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
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const onError = () => {
      if (source.readyState === EventSource.CLOSED)
        reopen = setTimeout(() => setAttempt((count) => count + 1), REOPEN_MS);
    };
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    for (const kind of KINDS) source.addEventListener(kind, onMessage as EventListener);
    return () => {
      clearTimeout(reopen);
      source.close();
    };
  }, [session, live, attempt]);
};
