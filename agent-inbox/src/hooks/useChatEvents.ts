import { useEffect, useRef } from 'react';
import type { ChatEvent } from '@qs/shared';
import { EVENTS_URL } from '../api/agent-api';

const KINDS = ['message', 'receipt', 'typing', 'conversation'] as const;
/** EventSource gives up for good on an answer that is not a stream (a 401, a 502 while the API restarts): try again after this. */
const REOPEN_AFTER_MS = 5000;

/**
 * The inbox's live stream (Server-Sent Events, ADR 0018): every conversation's messages, receipts, typing and
 * take/close. `onOpen` runs on every (re)connection: whatever happened while the stream was down is read again.
 */
export const useChatEvents = (onEvent: (event: ChatEvent) => void, onOpen: () => void) => {
  const handlers = useRef({ onEvent, onOpen });
  handlers.current = { onEvent, onOpen };

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const receive = (message: MessageEvent<string>) => {
      try {
        handlers.current.onEvent(JSON.parse(message.data) as ChatEvent);
      } catch {
        // A line that is not an event's JSON is not ours to act on.
      }
    };
    const connect = () => {
      source = new EventSource(EVENTS_URL);
      source.addEventListener('open', () => handlers.current.onOpen());
      for (const kind of KINDS) source.addEventListener(kind, receive as EventListener);
      // Its own reconnection covers a dropped stream; a closed one is ours to reopen.
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        timer = setTimeout(connect, REOPEN_AFTER_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, []);
};
