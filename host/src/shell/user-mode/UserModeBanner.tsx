import { readSwitches, useReferrer, type Referrer } from '@qs/shared';
import { useHostTranslation } from '../i18n';

/** What the banner says: the referrer's name, else 'Tráfico Interno' for internal traffic, else nothing. */
export const userModeText = (referrer: Referrer | null, internalTraffic: boolean, internalLabel: string): string | null =>
  referrer?.name?.trim() || (internalTraffic ? internalLabel : null);

/**
 * Seed 000 §6 / seed 002 §2: a visitor attached to a referrer, or staff browsing with the
 * 'internal-traffic' switch, sees which mode the site is in.
 */
export const UserModeBanner = () => {
  const { t } = useHostTranslation();
  const referrer = useReferrer();
  // Switches only change through the URL at start-up, so reading them on render is enough.
  const text = userModeText(referrer, readSwitches()['internal-traffic'], t('userMode.internalTraffic'));
  if (!text) return null;
  return (
    <aside className="qs-user-mode" aria-label={t('userMode.label')}>
      <span className="qs-user-mode__dot" aria-hidden="true" />
      {text}
    </aside>
  );
};
