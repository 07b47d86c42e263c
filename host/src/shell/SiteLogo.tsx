import { Link } from 'react-router';
import { paths, type PartnerConfig } from '@qs/shared';
import { useHostTranslation } from './i18n';

export interface SiteLogoProps {
  partner: PartnerConfig | null;
}

/**
 * The header's home link: QuieroSeguro's name on the main site; on a partner site the partner's
 * logo from its config (`logo`) beside its name, or its name alone when the config has no logo.
 */
export const SiteLogo = ({ partner }: SiteLogoProps) => {
  const { t } = useHostTranslation();
  if (!partner) {
    return (
      <Link to={paths.home.getHref()} className="qs-header__logo" aria-label={t('header.home')}>
        {t('header.brand')}
      </Link>
    );
  }
  return (
    <Link
      to={paths.home.getHref()}
      className="qs-header__logo qs-header__logo--partner"
      aria-label={t('header.partnerHome', { name: partner.name })}
    >
      {partner.logo && <img className="qs-header__logo-image" src={partner.logo} alt="" width={96} height={48} />}
      <span>{partner.name}</span>
    </Link>
  );
};
