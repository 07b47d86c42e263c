import { clearProfileNotice, useDroppedProfileFields } from '@qs/shared';
import { useHostTranslation } from '../i18n';
import '../outbox/outbox-notice.css';

/**
 * docs/product/forms.md#profile-storage: a stored or shared profile whose fields broke the profile rules was repaired (those fields
 * dropped, `checkProfile` in @qs/shared); the visitor is told, so a changed price is not a surprise. A polite
 * live region, present from the first render so that screen readers announce it.
 */
export const ProfileNotice = () => {
  const { t } = useHostTranslation();
  const dropped = useDroppedProfileFields();
  return (
    <div className={dropped.length > 0 ? 'qs-outbox-notice qs-outbox-notice--shown' : 'qs-outbox-notice'} role="status">
      {dropped.length > 0 && (
        <>
          <p className="qs-outbox-notice__text">{t('profileNotice.dropped')}</p>
          <button type="button" className="qs-outbox-notice__close" onClick={clearProfileNotice}>
            {t('outbox.dismiss')}
          </button>
        </>
      )}
    </div>
  );
};
