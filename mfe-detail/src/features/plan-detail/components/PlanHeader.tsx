import { useTranslation } from 'react-i18next';
import { formatCop, type PlanDetail } from '@qs/shared';

export interface PlanHeaderProps {
  plan: PlanDetail;
}

export const PlanHeader = ({ plan }: PlanHeaderProps) => {
  const { t } = useTranslation('detail');
  const yearly = plan.insuranceType.name === 'SEGURO_COVID';
  return (
    <header className="qs-detail__header">
      {plan.organization.metadata.image && (
        <img className="qs-detail__logo" src={plan.organization.metadata.image} alt={plan.organization.displayName} width={120} height={48} />
      )}
      <div>
        <h1 className="qs-detail__title">{plan.displayName}</h1>
        <p className="qs-detail__org">
          {t('detail.organization')}: {plan.organization.displayName}
        </p>
      </div>
      <p className="qs-detail__price">
        {t('detail.from')} <strong>{formatCop(plan.price.minPrice)}</strong> {yearly ? t('detail.perYear') : t('detail.perMonth')}
      </p>
    </header>
  );
};
