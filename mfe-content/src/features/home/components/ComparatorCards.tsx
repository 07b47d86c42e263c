import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPARATORS, paths } from '@qs/shared';

/** One card per comparator of the site: no API call, so they show with the page's first paint. */
export const ComparatorCards = () => {
  const { t } = useTranslation('content');
  return (
    <ul className="qs-home__comparators">
      {COMPARATORS.map((comparator) => (
        <li key={comparator.slug}>
          <Link className="qs-home__card" to={paths.compare.getHref(comparator.slug)}>
            <span className="qs-home__card-title">{comparator.title}</span>
            <span>{t('home.compare')} →</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
