import { useTranslation } from 'react-i18next';
import type { PlanDetail } from '@qs/shared';

export interface PlanDescriptionProps {
  plan: PlanDetail;
}

/** The general description (and the offer description first, when there is one). Plain text. */
export const PlanDescription = ({ plan }: PlanDescriptionProps) => {
  const { t } = useTranslation('detail');
  const order = ['offer_description', 'insurance_description_general'];
  const descriptions = plan.descriptions
    .filter((description) => order.includes(description.type.name))
    .sort((a, b) => order.indexOf(a.type.name) - order.indexOf(b.type.name));
  return (
    <section className="qs-detail__description" aria-labelledby="qs-detail-description">
      <h2 id="qs-detail-description">{t('detail.description')}</h2>
      {descriptions.length === 0 && <p>{t('detail.noDescription')}</p>}
      {descriptions.map((description) => (
        <p key={description.type.name} className={`qs-detail__text qs-detail__text--${description.type.name}`}>
          {description.text}
        </p>
      ))}
    </section>
  );
};
