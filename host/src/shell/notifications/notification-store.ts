import { colombia, getEventBus, safeStorage } from '@qs/shared';

const KEY = colombia.storageKeys.lastNotification;

/** Id of the last notification the visitor opened, if the browser kept it. */
export const readLastReadNotification = (): string | null => {
  const stored = safeStorage.read<string | number>(KEY);
  return stored === null ? null : String(stored);
};

/**
 * Remembers the notification as read and tells the other slices. Storage may be unavailable
 * (private mode, full quota): seed 000 §8 says that is only logged.
 */
export const markNotificationRead = (messageId: string): void => {
  if (!safeStorage.write(KEY, messageId)) {
    console.warn(`[host] No se pudo guardar la notificación ${messageId} como leída.`);
  }
  getEventBus().emit('notification/read', { messageId });
};
