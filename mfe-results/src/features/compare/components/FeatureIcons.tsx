import type { CompareFeature } from '../model/compare-product';

/** The catalogue's feature icon names as glyphs; the name (displayName) is the accessible text. */
const GLYPHS: Record<string, string> = {
  hospital: '🏥',
  stethoscope: '🩺',
  tooth: '🦷',
  baby: '👶',
  eye: '👁️',
  ribbon: '🎗️',
  helicopter: '🚁',
  virus: '🦠',
};

export const FeatureIcons = ({ features }: { features: readonly CompareFeature[] }) => (
  <ul className="qs-compare-features">
    {features.map((feature) => (
      <li key={feature.name} className="qs-compare-features__item" title={feature.displayName}>
        <span aria-hidden="true">{GLYPHS[feature.icon] ?? '✔️'}</span>
        <span className="qs-visually-hidden">{feature.displayName}</span>
      </li>
    ))}
  </ul>
);
