import { useTranslation } from 'react-i18next';
import { partnerLayout, type Comparator, type PlanCard } from '@qs/shared';
import { badgesOf } from '../model/card-badges';

export interface CardBadgesProps {
  plan: PlanCard;
  comparator: Comparator;
}

export const CardBadges = ({ plan, comparator }: CardBadgesProps) => {
  const { t } = useTranslation('results');
  const badges = badgesOf(plan, comparator, partnerLayout().showcase);
  if (badges.length === 0) return null;
  return (
    <ul className="qs-plan-card__badges" aria-label={t('card.badgesLabel')}>
      {badges.map((badge) => (
        <li key={badge} className={`qs-badge qs-badge--${badge}`}>
          {t(`card.badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
};
