import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteContext } from '../model/site-context';

export interface DependantsBoxContentProps {
  titleId: string;
  label: string;
  addLabel?: string;
  count: number;
  max: number;
  onAdd: () => void;
  onRemoveLast: () => void;
  onDone: () => void;
  /** The attempt number of a refused close while a dependant still has no age (each one is announced). */
  ageMissing: number | null;
  children: ReactNode;
}

/**
 * What the dependants box holds, on a phone or a desktop: how many (docs/product/forms.md#profile-form-rules: adding clones
 * the dependant's fields, removing drops the last one, at most 8), each one's fields, and 'Aceptar'.
 */
export const DependantsBoxContent = (props: DependantsBoxContentProps) => {
  const { t } = useTranslation('forms');
  const { titleId, label, addLabel, count, max, onAdd, onRemoveLast, onDone, ageMissing, children } = props;
  const addRef = useRef<HTMLButtonElement>(null);
  const removeLast = () => {
    // The remove button is about to be disabled: keep the focus in the box.
    if (count === 1) addRef.current?.focus();
    onRemoveLast();
  };
  return (
    <div className="qs-dependants-box">
      <h3 id={titleId} className="qs-dependants-box__title">
        {label}
      </h3>
      <p className="qs-dependants-box__hint">{t('profileRules.dependants.hint')}</p>
      <div className="qs-dependants-box__counter">
        <button type="button" className="qs-button qs-button--secondary" disabled={count === 0} onClick={removeLast}>
          {t('profileRules.dependants.removeLast', { context: siteContext() })}
        </button>
        <output className="qs-dependants-box__count" aria-live="polite">
          {t('profileRules.dependants.summary', { label, count })}
        </output>
        <button
          ref={addRef}
          type="button"
          className="qs-button qs-button--secondary"
          disabled={count >= max}
          onClick={onAdd}
        >
          {addLabel ?? t('profile.add')}
        </button>
      </div>
      {children}
      {ageMissing !== null && (
        <p key={ageMissing} className="qs-dependants-box__error" role="alert">
          {t('profileRules.dependants.ageMissing', { context: siteContext() })}
        </p>
      )}
      <button type="button" className="qs-button qs-dependants-box__done" onClick={onDone}>
        {t('profileRules.dependants.done')}
      </button>
    </div>
  );
};
