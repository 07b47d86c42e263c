import { useId } from 'react';
import { paths } from '@qs/shared';
import { useHostTranslation } from '../shell/i18n';
import { chooseConsent } from './consent-store';
import { closeConsentSettings, openConsentSettings, useConsent, useConsentSettingsOpen } from './useConsent';
import { ConsentSettings } from './ConsentSettings';
import './consent.css';

/**
 * A first-time visitor's choice of what the site may measure (docs/product/shell.md#consent): 'Aceptar',
 * 'Rechazar' or 'Configurar'. Nothing is measured before it. Drawn in the browser only, after hydration (the
 * server's page is every visitor's), fixed at the bottom so it moves nothing on the page.
 */
export const ConsentBanner = () => {
  const { t } = useHostTranslation();
  const choice = useConsent();
  const settingsOpen = useConsentSettingsOpen();
  const titleId = useId();
  return (
    <>
      {choice === null && !settingsOpen && (
        <section className="qs-consent" aria-labelledby={titleId}>
          <h2 id={titleId} className="qs-consent__title">
            {t('consent.title')}
          </h2>
          {/* Short paragraphs: drawn after the page is live, none is ever larger than the page's own first paint. */}
          <p className="qs-consent__text">{t('consent.text')}</p>
          <p className="qs-consent__text">{t('consent.textChange')}</p>
          <p className="qs-consent__text">
            <a href={paths.privacyPolicy.getHref()} className="qs-consent__policy">
              {t('consent.policyLink')}
            </a>
          </p>
          <div className="qs-consent__actions">
            <button
              type="button"
              className="qs-button"
              onClick={() => chooseConsent({ analytics: true, advertising: true })}
            >
              {t('consent.accept')}
            </button>
            <button
              type="button"
              className="qs-button qs-button--secondary"
              onClick={() => chooseConsent({ analytics: false, advertising: false })}
            >
              {t('consent.reject')}
            </button>
            <button type="button" className="qs-button qs-button--link" onClick={openConsentSettings}>
              {t('consent.configure')}
            </button>
          </div>
        </section>
      )}
      <ConsentSettings open={settingsOpen} choice={choice ?? null} onClose={closeConsentSettings} />
    </>
  );
};

/** The footer's way back to the choice. */
export const ConsentSettingsLink = () => {
  const { t } = useHostTranslation();
  return (
    <button type="button" className="qs-footer__consent" onClick={openConsentSettings}>
      {t('consent.footerLink')}
    </button>
  );
};
