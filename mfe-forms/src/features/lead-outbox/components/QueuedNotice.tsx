import { useTranslation } from 'react-i18next';
import './queued-notice.css';

export interface QueuedNoticeProps {
  className?: string;
}

/** The request is kept in this browser and will be sent by itself: say so plainly (role=status, polite). */
export const QueuedNotice = ({ className }: QueuedNoticeProps) => {
  const { t } = useTranslation('forms');
  return (
    <div className={['qs-queued', className].filter(Boolean).join(' ')} role="status">
      <p className="qs-queued__title">{t('outbox.queued')}</p>
      <p className="qs-queued__hint">{t('outbox.queuedHint')}</p>
    </div>
  );
};
