import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPARATORS, paths } from '@qs/shared';
import './home.css';

export const HomePage = () => {
  const { t } = useTranslation('content');
  return (
    <section className="qs-home" aria-labelledby="qs-home-title">
      <h1 id="qs-home-title">{t('home.title')}</h1>
      <p className="qs-home__subtitle">{t('home.subtitle')}</p>
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
    </section>
  );
};
