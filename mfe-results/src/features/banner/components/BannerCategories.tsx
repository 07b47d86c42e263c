import { useTranslation } from 'react-i18next';
import type { ComparatorBanner } from '@qs/shared';

export interface BannerCategoriesProps {
  categories: ComparatorBanner['categories'] | undefined;
  /** The comparator's title, which names the list for a screen reader. */
  comparatorTitle: string;
}

/**
 * The banner's category list (docs/product/results.md#compare-banner): the links of the comparator's menu group (its
 * companies' pages, its guides), as the API gives them without the page itself. None: no list. Left out below 780 px,
 * as the banner's description, so the first plan card stays on a phone's first screen.
 */
export const BannerCategories = ({ categories, comparatorTitle }: BannerCategoriesProps) => {
  const { t } = useTranslation('results');
  if (!categories?.length) return null;
  return (
    <nav className="qs-banner__categories" aria-label={t('banner.categories.label', { title: comparatorTitle })}>
      <p className="qs-banner__categories-title" aria-hidden="true">
        {t('banner.categories.title')}
      </p>
      <ul className="qs-banner__categories-list">
        {categories.map((category) => (
          <li key={category.url}>
            <a className="qs-banner__category" href={category.url}>
              {category.displayName || category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
};
