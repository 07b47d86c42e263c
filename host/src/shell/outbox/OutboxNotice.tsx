import { useEffect, useState } from 'react';
import { filter } from 'rxjs';
import { getOutbox, useOutbox, type OutboxEntryState } from '@qs/shared';
import { useHostTranslation } from '../i18n';
import './outbox-notice.css';

type Translate = ReturnType<typeof useHostTranslation>['t'];

const messageFor = (state: OutboxEntryState, t: Translate): string => {
  if (state.status === 'sent') return t('outbox.delivered');
  if (state.status === 'expired') return t('outbox.expired');
  return t('outbox.refused', { reason: state.refusal?.message ?? state.lastError ?? '' });
};

/**
 * What happened to a request the visitor left in the outbox (docs/adr/0005-lead-outbox.md) when no
 * form is showing it: kept from an earlier visit and still waiting, delivered, refused or expired.
 * A polite live region, present from the first render so that screen readers announce its changes.
 */
export const OutboxNotice = () => {
  const { t } = useHostTranslation();
  const entries = useOutbox();
  const [settled, setSettled] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const subscription = getOutbox()
      .settled$.pipe(filter(({ watched, state }) => !watched && state.status !== 'failed'))
      .subscribe(({ state }) => {
        setSettled(messageFor(state, t));
        setDismissed(false);
      });
    return () => subscription.unsubscribe();
  }, [t]);

  // Kept from an earlier visit, and this page's attempt failed too: it is still waiting.
  const waiting = entries.some((entry) => entry.restored && entry.status === 'queued' && entry.pageAttempts > 0);
  const text = dismissed ? null : (settled ?? (waiting ? t('outbox.waiting') : null));

  return (
    <div className={text ? 'qs-outbox-notice qs-outbox-notice--shown' : 'qs-outbox-notice'} role="status">
      {text && (
        <>
          <p className="qs-outbox-notice__text">{text}</p>
          <button type="button" className="qs-outbox-notice__close" onClick={() => setDismissed(true)}>
            {t('outbox.dismiss')}
          </button>
        </>
      )}
    </div>
  );
};
