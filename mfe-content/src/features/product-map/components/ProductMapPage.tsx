import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPARATORS, LANDING_LISTS, paths } from '@qs/shared';
import { LandingIntro } from '../../../common/components/LandingIntro';
import { MenuSections } from './MenuSections';
import './product-map.css';

const ComparatorLinks = () => {
  const { t } = useTranslation('content');
  const headingId = useId();
  return (
    <section className="qs-product-map__group" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('productMap.comparators')}</h2>
      <ul className="qs-product-map__links">
        {COMPARATORS.map((comparator) => (
          <li key={comparator.slug}>
            <Link to={paths.compare.getHref(comparator.slug)}>
              {t('productMap.compareLink', { title: comparator.title })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};

const MorePages = () => {
  const { t } = useTranslation('content');
  const headingId = useId();
  const pages = [
    { href: paths.insuranceList.getHref(), label: t('productMap.pages.insuranceList') },
    ...LANDING_LISTS.map((list) => ({
      href: paths.landingList.getHref(list),
      label: t(`landing.lists.${list}.title`),
    })),
    { href: paths.blog.getHref(), label: t('productMap.pages.blog') },
    { href: paths.partners.getHref(), label: t('productMap.pages.partners') },
    { href: paths.contact.getHref(), label: t('productMap.pages.contact') },
    { href: paths.customerPortal.getHref(), label: t('productMap.pages.customerPortal') },
  ];
  return (
    <section className="qs-product-map__group" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('productMap.more')}</h2>
      <ul className="qs-product-map__links">
        {pages.map((page) => (
          <li key={page.href}>
            <Link to={page.href}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * /Sitemap-Products: the comparators of the site, then the products of the menu service with their
 * companies, then the other content pages. The fixed parts show even when the menu service fails.
 */
export const ProductMapPage = () => {
  const { t } = useTranslation('content');
  const titleId = useId();
  return (
    <section className="qs-content-page qs-product-map" aria-labelledby={titleId}>
      <LandingIntro titleId={titleId} title={t('productMap.title')} summary={t('productMap.summary')} />
      <ComparatorLinks />
      <MenuSections />
      <MorePages />
    </section>
  );
};
