import { useEffect, useRef } from 'react';
import { useSiteLocation } from '../app/useSiteLocation';
import { useSite } from '../app/site-context';
import { useShellRequest } from './shell-requests';
import { useHostTranslation } from './i18n';
import { ContactColumns } from './footer/ContactColumns';
import { FooterColumns } from './footer/FooterColumns';
import { isFooterShown } from './footer/footer-visibility';
import { LogoRow } from './footer/LogoRow';
import { OrganizationJsonLd } from './footer/OrganizationJsonLd';
import { PartnerFooter } from './footer/PartnerFooter';
import { SisterSites } from './footer/SisterSites';
import { LanguageSelector } from './language/LanguageSelector';
import { ConsentSettingsLink } from '../consent/ConsentBanner';
import { FeedbackLink } from '../feedback/FeedbackLink';
import './footer.css';

/**
 * The footer has no error panel of its own (its link columns work without the service): when the
 * contact service failed, the visitor's next page asks it again, so the contact and social entries
 * come back once the API does, without a reload.
 */
const useRetryOnNextPage = (failed: boolean, retry: () => void) => {
  const { pathname } = useSiteLocation();
  const askedOn = useRef(pathname);
  useEffect(() => {
    if (askedOn.current === pathname) return;
    askedOn.current = pathname;
    if (failed) retry();
  }, [pathname, failed, retry]);
};

/**
 * The site footer: link columns, contact and social entries (when the service answers), sister
 * sites, the supporter/regulator logos and the Organization structured data. A partner site
 * shows its own footer (`PartnerFooter`), and only on its footer-enabled routes.
 */
export const Footer = () => {
  const { partner } = useSite();
  const { pathname } = useSiteLocation();
  if (!isFooterShown(partner, pathname)) return null;
  return partner ? <PartnerFooter partner={partner} /> : <SiteFooter />;
};

const SiteFooter = () => {
  const { t } = useHostTranslation();
  const { state, retry } = useShellRequest('contactInformations');
  useRetryOnNextPage(state.status === 'error', retry);
  const entries = state.status === 'ready' ? state.value : [];
  return (
    <footer className="qs-footer">
      <div className="qs-footer__inner">
        <nav className="qs-footer__columns" aria-label={t('footer.navLabel')}>
          <FooterColumns />
          <ContactColumns entries={entries} />
        </nav>
        <SisterSites />
        <LogoRow />
        <div className="qs-footer__bottom">
          <p className="qs-footer__legal">{t('footer.legal')}</p>
          <ConsentSettingsLink />
          <FeedbackLink />
          <LanguageSelector />
        </div>
      </div>
      <OrganizationJsonLd entries={entries} />
    </footer>
  );
};
