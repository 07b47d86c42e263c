import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type ChatEvent } from '@qs/shared';
import { agentApi, type InboxEntry } from '../api/agent-api';
import { useChatEvents } from './useChatEvents';

/** A listener of the stream: an event, or null when the stream (re)opened and everything must be read again. */
export type InboxListener = (event: ChatEvent | null) => void;
export type InboxSubscribe = (listener: InboxListener) => () => void;

/** A burst of events (a visitor typing, receipts) costs one list read. */
const REFRESH_DELAY_MS = 400;

/**
 * The inbox list of one status, read again (debounced) on any live event and on every (re)connection of the
 * stream; the same events go to whoever subscribed (the open conversation).
 */
export interface InboxOptions {
  /** Every live event, with the list as last read (to name who wrote). */
  onEvent?: (event: ChatEvent, entries: InboxEntry[]) => void;
  /** The session ended (expired, signed out elsewhere): the API answered 401. */
  onSessionEnded?: () => void;
}

export const useInbox = (status: 'open' | 'closed', { onEvent, onSessionEnded }: InboxOptions = {}) => {
  const sessionEnded = useRef(onSessionEnded);
  sessionEnded.current = onSessionEnded;
  const [entries, setEntries] = useState<InboxEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const listeners = useRef(new Set<InboxListener>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef<InboxEntry[]>([]);

  const refresh = useCallback(async () => {
    try {
      const list = await agentApi.inbox(status);
      latest.current = list;
      setEntries(list);
      setError(null);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) sessionEnded.current?.();
      setError(failure instanceof Error ? failure.message : 'No se pudo leer la bandeja.');
    }
  }, [status]);

  useEffect(() => {
    setEntries(null);
    void refresh();
  }, [refresh]);

  const refreshSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refresh(), REFRESH_DELAY_MS);
  }, [refresh]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useChatEvents(
    (event) => {
      onEvent?.(event, latest.current);
      refreshSoon();
      for (const listener of listeners.current) listener(event);
    },
    () => {
      void refresh();
      for (const listener of listeners.current) listener(null);
    },
  );

  const subscribe = useCallback<InboxSubscribe>((listener) => {
    listeners.current.add(listener);
    return () => listeners.current.delete(listener);
  }, []);

  return { entries, error, refresh, subscribe };
};
