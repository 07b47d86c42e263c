import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../common/components/ExternalLink';
import logo from './portal-logo.svg';
import { portalImage } from './portal-images';

export interface CustomerPortal {
  key: string;
  label: string;
  /** Checked with safeWebUrl before a card is made. */
  url: string;
}

/** A customer-portal card with logo, image and the link 'Ir a Portal {label}' (docs/product/content.md#customer-portal). */
export const PortalCard = ({ portal }: { portal: CustomerPortal }) => {
  const { t } = useTranslation('content');
  const headingId = useId();
  return (
    <li className="qs-portal-card">
      <article aria-labelledby={headingId}>
        <img className="qs-portal-card__logo" src={logo} alt="" width={160} height={40} />
        <img className="qs-portal-card__image" src={portalImage(portal.key)} alt="" width={320} height={160} />
        <h2 id={headingId} className="qs-portal-card__title">
          {t('customerPortal.cardTitle', { label: portal.label })}
        </h2>
        <p>{t(`customerPortal.descriptions.${portal.key}`, { defaultValue: '' })}</p>
        <ExternalLink href={portal.url} className="qs-button qs-content-link-button qs-portal-card__link">
          {t('customerPortal.link', { label: portal.label })}
        </ExternalLink>
      </article>
    </li>
  );
};
