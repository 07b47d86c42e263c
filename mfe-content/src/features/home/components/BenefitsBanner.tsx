import { useTranslation } from 'react-i18next';
import { BENEFITS } from '../model/benefits';
import { HomeIcon } from './HomeIcon';
import { HomeSection } from './HomeSection';

/** The benefits banner: five fixed messages with their icons (no API call). */
export const BenefitsBanner = () => {
  const { t } = useTranslation('content');
  return (
    <HomeSection title={t('home.benefits.title')} className="qs-benefits" hiddenTitle>
      <ul className="qs-benefits__list">
        {BENEFITS.map((benefit) => (
          <li key={benefit.key} className="qs-benefits__item">
            <span className="qs-benefits__icon">
              <HomeIcon name={benefit.icon} />
            </span>
            <p className="qs-benefits__message">
              <strong className="qs-benefits__title">{t(`home.benefits.${benefit.key}.title`)}</strong>{' '}
              <span className="qs-benefits__text">{t(`home.benefits.${benefit.key}.text`)}</span>
            </p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
};
