import { useTranslation } from 'react-i18next';
import { useMediaQuery, type PlanCard } from '@qs/shared';
import { useCompareSelection } from '../hooks/useCompareSelection';
import { DESKTOP_QUERY } from '../model/breakpoints';
import { COMPARE_SLOTS } from '../model/compare-slots';
import './compare.css';

export interface CompareCheckboxProps {
  plan: PlanCard;
}

/**
 * Adds or removes a plan from the comparison (docs/product/results.md#compare-selection): desktop only, comparable plans only,
 * at most 3 — once 3 are chosen the unchecked boxes are disabled.
 */
export const CompareCheckbox = ({ plan }: CompareCheckboxProps) => {
  const { t } = useTranslation('results');
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { ids, toggle } = useCompareSelection();
  if (!desktop || plan.insuranceMetadata?.metadata.comparable !== true) return null;
  const checked = ids.includes(plan.id);
  return (
    <label className="qs-compare-check">
      <input
        type="checkbox"
        checked={checked}
        disabled={!checked && ids.length >= COMPARE_SLOTS}
        onChange={() => toggle(plan.id)}
      />
      <span>{t('compare.checkbox')}</span>
      <span className="qs-visually-hidden"> {plan.displayName}</span>
    </label>
  );
};
