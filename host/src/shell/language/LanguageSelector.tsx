import { useId } from 'react';
import { LANGUAGES } from '@qs/shared';
import { useHostTranslation } from '../i18n';

export interface Language {
  code: string;
  label: string;
}

/** docs/product/shell.md#language: a choice needs two languages; with only Español the selector is not rendered. */
export const shouldShowLanguageSelector = (languages: readonly Language[]): boolean => languages.length >= 2;

export interface LanguageSelectorProps {
  /** The site's languages; the configured ones unless given. */
  languages?: readonly Language[];
}

export const LanguageSelector = ({ languages = LANGUAGES }: LanguageSelectorProps) => {
  const { t, i18n } = useHostTranslation();
  const id = useId();
  if (!shouldShowLanguageSelector(languages)) return null;
  return (
    <div className="qs-language">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        className="qs-language__select"
        value={i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
};
