import type { PartnerConfig } from '@qs/shared';
import { useSite } from '../../app/site-context';
import { useHostTranslation } from '../i18n';
import { footerColumnsFor } from './footer-columns';
import { FooterColumns } from './FooterColumns';
import { ConsentSettingsLink } from '../../consent/ConsentBanner';
import { PartnerHtml, usePartnerMarkup } from '../partner-content/PartnerHtml';

export interface PartnerFooterProps {
  partner: PartnerConfig;
}

/** The partner's contact e-mail (`SEOMetadata.email`), when its config gives a plausible one. */
const partnerEmail = (partner: PartnerConfig): string | null => {
  const email = partner.SEOMetadata?.email;
  return typeof email === 'string' && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) ? email : null;
};

/**
 * A partner site's footer: only links that work there (the link columns kept for the partner) and
 * the partner's own contact e-mail, after the partner's own footer markup when its content says to use it
 * (docs/product/shell.md#partner-header-and-footer). None of QuieroSeguro's own entries (sister sites, referral
 * programme, jobs, its contact data and social networks, logo row, Organization data). With
 * nothing to show it renders nothing.
 */
export const PartnerFooter = ({ partner }: PartnerFooterProps) => {
  const { t } = useHostTranslation();
  const site = useSite();
  const email = partnerEmail(partner);
  const html = usePartnerMarkup('footer');
  if (footerColumnsFor(site).length === 0 && !email && !html) return null;
  return (
    <footer className="qs-footer qs-footer--partner">
      <div className="qs-footer__inner">
        {html && <PartnerHtml html={html} part="footer" />}
        <nav className="qs-footer__columns" aria-label={t('footer.navLabel')}>
          <FooterColumns />
          {email && (
            <div role="group" className="qs-footer__column" aria-labelledby="qs-footer-contact">
              <h2 id="qs-footer-contact" className="qs-footer__heading">
                {t('footer.columns.contact')}
              </h2>
              <ul className="qs-footer__list">
                <li>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              </ul>
            </div>
          )}
        </nav>
        <div className="qs-footer__bottom">
          <ConsentSettingsLink />
        </div>
      </div>
    </footer>
  );
};
