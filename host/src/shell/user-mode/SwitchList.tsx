import { useEffect, useId, useRef } from 'react';
import { SWITCH_KEYS, writeSwitch, type Switches } from '@qs/shared';
import { useHostTranslation } from '../i18n';

export interface SwitchListProps {
  switches: Switches;
  /** Moves focus to the first switch when shown (after the visitor confirmed their e-mail). */
  focusFirst?: boolean;
}

/**
 * docs/product/shell.md#switches: the three URL switches as toggles. A change is stored where the URL stores it
 * (`writeSwitch`), and the next API call and the next form send read it.
 */
export const SwitchList = ({ switches, focusFirst = false }: SwitchListProps) => {
  const { t } = useHostTranslation();
  const prefix = useId();
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);

  return (
    <fieldset className="qs-user-panel__section qs-user-panel__switches">
      <legend className="qs-user-panel__heading">{t('userMode.panel.switches')}</legend>
      {SWITCH_KEYS.map((key, index) => (
        <div className="qs-switch" key={key}>
          <input
            ref={index === 0 ? first : undefined}
            id={`${prefix}-${key}`}
            className="qs-switch__input"
            type="checkbox"
            role="switch"
            checked={switches[key]}
            aria-describedby={`${prefix}-${key}-hint`}
            onChange={(event) => writeSwitch(key, event.currentTarget.checked)}
          />
          <label className="qs-switch__label" htmlFor={`${prefix}-${key}`}>
            {t(`userMode.switches.${key}.label`)}
          </label>
          <p className="qs-switch__hint" id={`${prefix}-${key}-hint`}>
            {t(`userMode.switches.${key}.hint`)}
          </p>
        </div>
      ))}
    </fieldset>
  );
};
