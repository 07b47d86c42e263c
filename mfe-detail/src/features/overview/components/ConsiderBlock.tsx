import { useTranslation } from 'react-i18next';
import type { PlanDetail } from '@qs/shared';
import { considerationsOf, OFFER_DESCRIPTION } from '../model/plan-texts';

/** 'Lo que debes considerar': the offer first (campaign style), then the product's and its type's texts. */
export const ConsiderBlock = ({ plan }: { plan: PlanDetail }) => {
  const { t } = useTranslation('detail');
  const items = considerationsOf(plan);
  if (items.length === 0) return null;
  return (
    <section className="qs-overview__consider" aria-labelledby="qs-overview-consider">
      <h2 id="qs-overview-consider">{t('overview.considerTitle')}</h2>
      <ul>
        {items.map((item, index) => (
          <li key={index} className={item.type.name === OFFER_DESCRIPTION ? 'qs-overview__offer' : undefined}>
            <p className="qs-overview__consider-title">{item.type.displayName}</p>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};
