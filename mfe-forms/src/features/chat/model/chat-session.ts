import { CHAT_SESSION_KEY, safeStorage } from '@qs/shared';
import type { ChatSession } from '../api/chat-api';

/**
 * The visitor's open conversation, kept in localStorage so that it survives a reload and is the same in a
 * new tab; and the messages typed but not yet stored by the API, sent again (same clientMessageId) later.
 */
export const UNSENT_KEY = 'qs.chat.unsent';

export interface UnsentMessage {
  clientMessageId: string;
  body: string;
  /** The API refused it (its message, e.g. the conversation was closed): shown until the visitor discards it, never sent again. */
  refused?: string;
}

const readJson = <T>(key: string, valid: (value: unknown) => value is T): T | null => {
  const value = safeStorage.read<unknown>(key);
  return valid(value) ? value : null;
};

const isSession = (value: unknown): value is ChatSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatSession).conversationId === 'string' &&
  typeof (value as ChatSession).token === 'string';

const isUnsentList = (value: unknown): value is UnsentMessage[] =>
  Array.isArray(value) &&
  value.every(
    (item: UnsentMessage) =>
      typeof item?.clientMessageId === 'string' &&
      typeof item.body === 'string' &&
      (item.refused === undefined || typeof item.refused === 'string'),
  );

export const readSession = (): ChatSession | null => readJson(CHAT_SESSION_KEY, isSession);

export const saveSession = (session: ChatSession): void => void safeStorage.write(CHAT_SESSION_KEY, session);

/** Forgets the conversation and whatever was waiting to be sent in it. */
export const forgetSession = (): void => {
  safeStorage.remove(CHAT_SESSION_KEY);
  safeStorage.remove(UNSENT_KEY);
};

export const readUnsent = (): UnsentMessage[] => readJson(UNSENT_KEY, isUnsentList) ?? [];

export const saveUnsent = (messages: readonly UnsentMessage[]): void => {
  if (messages.length === 0) safeStorage.remove(UNSENT_KEY);
  else safeStorage.write(UNSENT_KEY, messages);
};
