import { useId } from 'react';
import { useBrowserState } from '@qs/shared';
import { useHostTranslation } from '../i18n';
import { anchoredPopoverModule } from '../primitives/lazy-primitives';
import { useDeferredPanel } from '../primitives/deferred-module';
import { useShellRequest } from '../shell-requests';
import { isUnread, markNotificationRead, readLastReadNotification } from './notification-store';

/**
 * The bell: '+1' while the current notification differs from the last one read. Opening it
 * (click, Enter or Space) shows the notification and marks it read; Escape closes it and focus
 * returns to the bell. Nothing is shown when there is no notification or the call fails.
 */
export const NotificationBell = () => {
  const { t } = useHostTranslation();
  const { state } = useShellRequest('notifications/current');
  // Read from this browser's storage after hydration: the server's bell is every visitor's (nothing read yet).
  const [lastRead, setLastRead] = useBrowserState(readLastReadNotification, null);
  const { open, setOpen, trigger, panelId, panel, triggerProps } = useDeferredPanel(anchoredPopoverModule);
  const Popover = panel?.default;
  const titleId = useId();
  const unreadId = useId();

  if (state.status !== 'ready' || !state.value) return null;
  const notification = state.value;
  const unread = isUnread(notification, lastRead);

  const toggle = () => {
    setOpen(!open);
    if (open || !unread) return;
    setLastRead(markNotificationRead(notification));
  };

  return (
    <>
      <button
        {...triggerProps}
        className="qs-bell"
        // The visible '+1' is part of the name (WCAG 2.5.3, label in name).
        aria-label={unread ? `${t('notifications.bell')} ${t('notifications.badge')}` : t('notifications.bell')}
        aria-describedby={unread ? unreadId : undefined}
        onClick={toggle}
      >
        <svg className="qs-bell__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {unread && (
          <span className="qs-bell__badge" aria-hidden="true">
            {t('notifications.badge')}
          </span>
        )}
      </button>
      {unread && (
        <span id={unreadId} hidden>
          {t('notifications.unread')}
        </span>
      )}
      {Popover && (
        <Popover
          anchor={trigger}
          id={panelId}
          className="qs-bell__panel"
          aria-labelledby={titleId}
          align="end"
          sideOffset={8}
          onClose={() => setOpen(false)}
        >
          <h2 id={titleId} className="qs-bell__title">
            {notification.title}
          </h2>
          <p className="qs-bell__message">{notification.message}</p>
        </Popover>
      )}
    </>
  );
};
