import { useTranslation } from 'react-i18next';
import { formatCop, type CoverageTag } from '@qs/shared';
import { BenefitIcon } from '../../../common/components/BenefitIcon';

/** docs/product/results.md#cards: two tags per card (one if only one). */
export const TAGS_PER_CARD = 2;

const TagAmounts = ({ tag }: { tag: CoverageTag }) => {
  const { t } = useTranslation('results');
  const amounts = tag.coverages[0]?.amounts;
  const parts: string[] = [];
  const percentage = amounts?.percentage?.maxAmount;
  const compensation = amounts?.compensation?.minAmount;
  const deductible = amounts?.deductible?.minAmount;
  if (percentage != null) parts.push(t('card.tags.percentage', { value: percentage }));
  if (compensation != null) parts.push(t('card.tags.compensation', { value: formatCop(compensation) }));
  if (deductible != null)
    parts.push(
      deductible === 0 ? t('card.tags.noDeductible') : t('card.tags.deductible', { value: formatCop(deductible) }),
    );
  return parts.length ? <span className="qs-tag__amounts">{parts.join(' · ')}</span> : null;
};

export const CoverageTags = ({ tags }: { tags: readonly CoverageTag[] | undefined }) => {
  const { t } = useTranslation('results');
  const shown = (tags ?? []).slice(0, TAGS_PER_CARD);
  if (shown.length === 0) return null;
  return (
    <ul className="qs-plan-card__tags" aria-label={t('card.tags.label')}>
      {shown.map((tag) => (
        <li key={tag.name} className="qs-tag">
          <BenefitIcon name={tag.icon} size={16} />
          <span className="qs-tag__name">{tag.name}</span>
          <TagAmounts tag={tag} />
        </li>
      ))}
    </ul>
  );
};
