import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@qs/shared';

/** The partners page carries a registration link for partners; it leads to the contact page (docs/product/content.md#partners). */
export const PartnerRegistration = () => {
  const { t } = useTranslation('content');
  const headingId = useId();
  return (
    <section className="qs-partners__register" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('partners.register.title')}</h2>
      <p>{t('partners.register.body')}</p>
      <Link className="qs-button qs-content-link-button" to={paths.contact.getHref()}>
        {t('partners.register.link')}
      </Link>
    </section>
  );
};
