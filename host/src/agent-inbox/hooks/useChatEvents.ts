import { useEffect, useRef } from 'react';
import type { ChatEvent } from '@qs/shared';
import { EVENTS_URL } from '../api/agent-api';

const KINDS = ['message', 'receipt', 'typing', 'conversation'] as const;

/**
 * The inbox's live stream (Server-Sent Events, ADR 0018): every conversation's messages, receipts, typing and
 * take/close. `onOpen` runs on every (re)connection: whatever happened while the stream was down is read again.
 */
export const useChatEvents = (onEvent: (event: ChatEvent) => void, onOpen: () => void) => {
  const handlers = useRef({ onEvent, onOpen });
  handlers.current = { onEvent, onOpen };

  useEffect(() => {
    const source = new EventSource(EVENTS_URL);
    const receive = (message: MessageEvent<string>) => {
      try {
        handlers.current.onEvent(JSON.parse(message.data) as ChatEvent);
      } catch {
        // A line that is not an event's JSON is not ours to act on.
      }
    };
    const opened = () => handlers.current.onOpen();
    source.addEventListener('open', opened);
    for (const kind of KINDS) source.addEventListener(kind, receive as EventListener);
    return () => source.close();
  }, []);
};
