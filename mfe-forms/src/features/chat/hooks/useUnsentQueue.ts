import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type ChatMessage } from '@qs/shared';
import { postMessage, type ChatSession } from '../api/chat-api';
import { readUnsent, saveUnsent, type UnsentMessage } from '../model/chat-session';

/** Waits between tries while the API does not answer (the network may be up and the API restarting): 2 s doubling to 15 s. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 15_000;
/** A refusal (4xx but a timeout or a limit) will not pass on a retry; anything else (no network, 5xx) may. */
const isFinal = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/**
 * The visitor's messages until the API stores them. Each gets its clientMessageId when typed and is kept in
 * localStorage, so a message typed offline (or before a reload) is sent when the connection is back: the
 * API stores one clientMessageId once, so a retry never makes a second message.
 */
export const useUnsentQueue = (session: ChatSession | null, onStored: (message: ChatMessage) => void) => {
  const [unsent, setUnsent] = useState<UnsentMessage[]>(readUnsent);
  const flushing = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryDelay = useRef(RETRY_FIRST_MS);
  const storedRef = useRef(onStored);
  storedRef.current = onStored;

  const update = useCallback((change: (list: UnsentMessage[]) => UnsentMessage[]) => {
    const next = change(readUnsent());
    saveUnsent(next);
    setUnsent(next);
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    if (!session || flushing.current || !navigator.onLine) return;
    flushing.current = true;
    clearTimeout(retryTimer.current);
    let failed = false;
    try {
      // Read again each time: what is typed meanwhile goes out in the same run.
      const next = () => readUnsent().find((item) => item.refused === undefined);
      for (let item = next(); item; item = next()) {
        const { clientMessageId } = item;
        try {
          storedRef.current(await postMessage(session, item.body, item.clientMessageId));
          update((list) => list.filter((other) => other.clientMessageId !== clientMessageId));
        } catch (error) {
          console.error('Error al enviar el mensaje del chat.', error);
          if (!isFinal(error)) {
            failed = true;
            break; // kept: sent again once online, or on the next try below
          }
          // Refused for good (a closed conversation, a field): kept with the API's words for the visitor to see.
          const refused = error instanceof ApiError && error.message ? error.message : 'Mensaje no enviado';
          update((list) =>
            list.map((other) => (other.clientMessageId === clientMessageId ? { ...other, refused } : other)),
          );
        }
      }
    } finally {
      flushing.current = false;
    }
    if (failed) {
      // Online but no answer (the API restarting, a 5xx): try again later, waiting longer each time.
      retryTimer.current = setTimeout(() => void flush(), retryDelay.current);
      retryDelay.current = Math.min(RETRY_MAX_MS, retryDelay.current * 2);
    } else {
      retryDelay.current = RETRY_FIRST_MS;
    }
  }, [session, update]);

  useEffect(() => {
    const retry = () => void flush();
    window.addEventListener('online', retry);
    void flush(); // what an earlier page left behind
    return () => {
      window.removeEventListener('online', retry);
      clearTimeout(retryTimer.current);
    };
  }, [flush]);

  const enqueue = (body: string) => {
    update((list) => [...list, { clientMessageId: crypto.randomUUID(), body }]);
    void flush();
  };

  const clear = useCallback(() => setUnsent([]), []);
  /** The visitor dismisses a refused message. */
  const discard = (clientMessageId: string) =>
    update((list) => list.filter((other) => other.clientMessageId !== clientMessageId));
  return { unsent, enqueue, flush, clear, discard };
};
