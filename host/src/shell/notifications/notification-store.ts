import { colombia, getEventBus, safeStorage, type SiteNotification } from '@qs/shared';

const KEY = colombia.storageKeys.lastNotification;

/** The notification the visitor last opened, as it read then. */
export interface ReadNotification {
  id: string;
  title?: string;
  message?: string;
}

/** The last notification the visitor opened, if the browser kept it (older visits stored only its id). */
export const readLastReadNotification = (): ReadNotification | null => {
  const stored = safeStorage.read<ReadNotification | string | number>(KEY);
  if (stored === null || stored === undefined) return null;
  return typeof stored === 'object' ? { ...stored, id: String(stored.id) } : { id: String(stored) };
};

/**
 * docs/product/shell.md#notification-bell: '+1' while the last-read message differs from the current one — another
 * notification, or the same one whose text was changed since it was read.
 */
export const isUnread = (current: SiteNotification, lastRead: ReadNotification | null): boolean => {
  if (!lastRead || lastRead.id !== String(current.id)) return true;
  if (lastRead.message === undefined) return false; // read on an older visit: only its id is known
  return lastRead.title !== current.title || lastRead.message !== current.message;
};

/**
 * Remembers the notification as read and tells the other slices. Storage may be unavailable
 * (private mode, full quota): the product says that is only logged (docs/product/shell.md#notification-bell).
 */
export const markNotificationRead = (notification: SiteNotification): ReadNotification => {
  const read = { id: String(notification.id), title: notification.title, message: notification.message };
  if (!safeStorage.write(KEY, read)) {
    console.warn(`[host] No se pudo guardar la notificación ${read.id} como leída.`);
  }
  getEventBus().emit('notification/read', { messageId: read.id });
  return read;
};
