import { useTranslation } from 'react-i18next';
import type { PlanCard, Profile } from '@qs/shared';
import { visitorEmployees } from '../model/card-price';

/**
 * docs/product/results.md#cards: a collective plan states its minimum; a company below it is warned in words, not by colour —
 * only once the visitor gave its size (docs/product/results.md#cards).
 */
export const EmployeeCheck = ({ plan, profile }: { plan: PlanCard; profile: Profile | null }) => {
  const { t } = useTranslation('results');
  if (plan.insuranceType.name !== 'SEGURO_COLECTIVO') return null;
  const minimum = plan.insuranceMetadata?.metadata.minsubscribers ?? 1;
  const employees = visitorEmployees(profile?.colectivo?.cantidadempleados);
  const short = employees !== null && employees < minimum;
  return (
    <p className={short ? 'qs-plan-card__employees qs-plan-card__employees--short' : 'qs-plan-card__employees'}>
      {t('card.minEmployees', { count: minimum })}
      {short && <span className="qs-plan-card__warning"> — {t('card.fewEmployees', { count: employees })}</span>}
    </p>
  );
};
