import { safeStorage } from '@qs/shared';
import type { FeedbackKey } from './feedback-api';

/** The browser's own opinion: its id and token, so the visitor can read and change it later. */
export const FEEDBACK_KEY = 'qs-feedback';

const ID = /^fb_[A-Za-z0-9_-]{16}$/;
const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

export const readFeedbackKey = (): FeedbackKey | null => {
  const kept = safeStorage.read<Partial<FeedbackKey>>(FEEDBACK_KEY);
  return kept &&
    typeof kept.id === 'string' &&
    ID.test(kept.id) &&
    typeof kept.token === 'string' &&
    TOKEN.test(kept.token)
    ? { id: kept.id, token: kept.token }
    : null;
};

export const keepFeedbackKey = (key: FeedbackKey): void => {
  safeStorage.write(FEEDBACK_KEY, key);
};

export const forgetFeedbackKey = (): void => safeStorage.remove(FEEDBACK_KEY);
