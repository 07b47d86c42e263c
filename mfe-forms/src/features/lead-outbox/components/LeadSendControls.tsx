import { useTranslation } from 'react-i18next';
import { ServerErrorBox } from '../../../common/components/ServerErrorBox';
import type { LeadSendStatus } from '../hooks/useLeadOutbox';
import { QueuedNotice } from './QueuedNotice';

export interface LeadSendControlsProps {
  status: LeadSendStatus;
  serverError: unknown;
  /** The form's rules hold: while they do not, the button stays pressable (aria-disabled) to show every error. */
  valid: boolean;
  /** The page is hydrated: a server-rendered form is sent only then (sent natively, its fields would go in the URL). */
  live: boolean;
  submitLabel: string;
  /** The form's CSS block: its failure and submit classes are `{block}__failure` and `{block}__submit`. */
  block: string;
}

/** The end of a lead form sent through the outbox: kept-to-retry notice, failure, server error box and the button. */
export const LeadSendControls = ({ status, serverError, valid, live, submitLabel, block }: LeadSendControlsProps) => {
  const { t } = useTranslation('forms');
  const sending = status.kind === 'sending';
  return (
    <>
      {status.kind === 'queued' && <QueuedNotice />}
      {status.kind === 'failed' && (
        <p className={`${block}__failure`} role="alert">
          {status.reason ?? t('lead.failure', { email: status.supportEmail })}
        </p>
      )}
      <ServerErrorBox error={serverError} />
      {/* aria-disabled, not disabled, while invalid: a click still shows every error and focuses the first one. */}
      <button type="submit" className={`qs-button ${block}__submit`} aria-disabled={!valid} disabled={sending || !live}>
        {sending ? t('purchase.form.sending') : submitLabel}
      </button>
    </>
  );
};
