import { useHostTranslation } from '../i18n';

/** A text logo drawn as SVG, so the row needs no image requests; `label` is its alternative text. */
const TextLogo = ({ label }: { label: string }) => {
  // About 8 px per bold 13 px character, plus padding: the box fits its name.
  const width = Math.max(160, Math.round(label.length * 8) + 32);
  return (
    <svg
      className="qs-logo-row__logo"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 48`}
      width={width}
      height="48"
    >
      <rect x="1" y="1" width={width - 2} height="46" rx="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x={width / 2} y="29" textAnchor="middle" fontSize="13" fontWeight="700" fill="currentColor">
        {label}
      </text>
    </svg>
  );
};

/** docs/product/shell.md#footer: the 'Apoyado por' / 'Regulado por' row. */
export const LogoRow = () => {
  const { t } = useHostTranslation();
  return (
    <div className="qs-logo-row">
      <figure className="qs-logo-row__group">
        <figcaption>{t('footer.supportedBy')}</figcaption>
        <TextLogo label={t('footer.supporterLogo')} />
      </figure>
      <figure className="qs-logo-row__group">
        <figcaption>{t('footer.regulatedBy')}</figcaption>
        <TextLogo label={t('footer.regulatorLogo')} />
      </figure>
    </div>
  );
};
