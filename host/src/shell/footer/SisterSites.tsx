import { useHostTranslation } from '../i18n';
import { SISTER_SITES } from '../site-links';

/** Links to the QuieroSeguro sites of Chile, Peru, Colombia and the international one. */
export const SisterSites = () => {
  const { t } = useHostTranslation();
  return (
    <nav className="qs-footer__sisters" aria-label={t('footer.sisterSites.label')}>
      <ul className="qs-footer__inline-list">
        {SISTER_SITES.map((site) => (
          <li key={site.key}>
            <a href={site.href} hrefLang={site.lang}>
              {t(`footer.sisterSites.${site.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
};
