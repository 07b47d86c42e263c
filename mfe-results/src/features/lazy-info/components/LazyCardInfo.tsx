import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '@qs/shared';
import type { LazyPlanInfo } from '../hooks/useLazyPlanInfo';
import { BenefitIcon } from '../../../common/components/BenefitIcon';
import { BenefitIcons } from './BenefitIcons';
import { CardOffers } from './CardOffers';
import './lazy-info.css';

export interface LazyCardInfoProps {
  info: LazyPlanInfo;
  view: 'grid' | 'list';
}

/** The card's lazily loaded part, in a block of reserved height so nothing below it jumps when it arrives. */
export const LazyCardInfo = ({ info, view }: LazyCardInfoProps) => {
  const { t } = useTranslation('results');
  const { categories, offers, features } = info;
  if (categories === 'error') {
    return (
      <div className="qs-lazy-info qs-lazy-info--error">
        <ErrorPanel
          title={t('lazyInfo.errorTitle')}
          description={t('lazyInfo.errorDescription')}
          onRetry={info.retry}
        />
      </div>
    );
  }
  if (categories === undefined) {
    return (
      <div className="qs-lazy-info qs-lazy-info--loading" aria-busy="true">
        <span className="qs-visually-hidden">{t('lazyInfo.loading')}</span>
      </div>
    );
  }
  const covid = features?.some((feature) => feature.name === 'has_covid_coverage' && feature.value);
  return (
    <div className="qs-lazy-info">
      {categories.length === 0 ? (
        <p className="qs-lazy-info__empty">{t('lazyInfo.noCoverage')}</p>
      ) : (
        <BenefitIcons categories={categories} view={view} />
      )}
      {covid && (
        <p className="qs-lazy-info__feature">
          <BenefitIcon name="virus" size={16} /> {t('lazyInfo.covid')}
        </p>
      )}
      {offers && <CardOffers offers={offers} />}
    </div>
  );
};
