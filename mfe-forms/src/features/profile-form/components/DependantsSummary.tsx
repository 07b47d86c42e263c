import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { siteContext } from '../model/site-context';
import type { FormRecord } from '../model/form-values';

export interface DependantsSummaryProps {
  ref: Ref<HTMLButtonElement>;
  label: string;
  items: unknown;
  boxId: string;
  open: boolean;
  onToggle: () => void;
}

const agesOf = (items: unknown): string[] =>
  (Array.isArray(items) ? (items as FormRecord[]) : [])
    .map((item) => String(item?.edad ?? '').trim())
    .filter((age) => age !== '');

/** The button that opens the dependants box and says what it holds: 'Beneficiarios: 2', 'Edades: 5, 8'. */
export const DependantsSummary = ({ ref, label, items, boxId, open, onToggle }: DependantsSummaryProps) => {
  const { t } = useTranslation('forms');
  const count = Array.isArray(items) ? items.length : 0;
  const ages = agesOf(items);
  return (
    <button
      ref={ref}
      type="button"
      className="qs-dependants__summary"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={boxId}
      onClick={onToggle}
    >
      <span className="qs-dependants__count">{t('profileRules.dependants.summary', { label, count })}</span>
      <span className="qs-dependants__ages">
        {ages.length > 0
          ? t('profileRules.dependants.ages', { ages: ages.join(', ') })
          : t('profileRules.dependants.none', { context: siteContext() })}
      </span>
      <span className="qs-dependants__chevron" aria-hidden="true">
        ▾
      </span>
    </button>
  );
};
