import { BenefitIcon } from '../../../common/components/BenefitIcon';
import type { CompareFeature } from '@qs/shared';

/**
 * What a plan covers, in the comparison modal: a line drawing for the catalogue's icon name and the
 * feature's name in words, visible (docs/product/results.md#comparison-modal). The icons were emoji, so on a machine without an emoji
 * font a sighted visitor saw empty boxes; the drawing is decorative, the name says what is covered.
 */
export const FeatureIcons = ({ features }: { features: readonly CompareFeature[] }) => (
  <ul className="qs-compare-features">
    {features.map((feature) => (
      <li key={feature.name} className="qs-compare-features__item">
        <BenefitIcon name={feature.icon} size={18} />
        <span className="qs-compare-features__name">{feature.displayName}</span>
      </li>
    ))}
  </ul>
);
