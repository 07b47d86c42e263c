import { useId, useState, type FormEvent } from 'react';
import { isCompanyEmail, sameEmail, type Referrer } from '@qs/shared';
import { useHostTranslation } from '../i18n';

/** docs/product/shell.md#user-mode: a referrer sees the configuration only with a company address, and only if it is their own. */
export const referrerMayConfigure = (referrer: Referrer, typedEmail: string): boolean =>
  isCompanyEmail(referrer.email) && sameEmail(referrer.email, typedEmail);

export interface ReferrerCheckProps {
  referrer: Referrer;
  onConfirmed(): void;
}

/** 'Confirma tu correo': the key to the panel's configuration for a referrer who is staff. */
export const ReferrerCheck = ({ referrer, onConfirmed }: ReferrerCheckProps) => {
  const { t } = useHostTranslation();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [refused, setRefused] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (referrerMayConfigure(referrer, email)) onConfirmed();
    else setRefused(true);
  };

  return (
    <form className="qs-user-panel__section qs-user-panel__confirm" noValidate onSubmit={submit}>
      <label className="qs-user-panel__heading" htmlFor={fieldId}>
        {t('userMode.panel.confirmEmail')}
      </label>
      <p className="qs-user-panel__hint" id={hintId}>
        {t('userMode.panel.confirmHint')}
      </p>
      <input
        id={fieldId}
        className="qs-user-panel__field"
        type="email"
        autoComplete="email"
        maxLength={100}
        value={email}
        aria-describedby={refused ? `${hintId} ${errorId}` : hintId}
        aria-invalid={refused || undefined}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          setRefused(false);
        }}
      />
      <button type="submit" className="qs-user-panel__button">
        {t('userMode.panel.confirm')}
      </button>
      {refused && (
        <p className="qs-user-panel__error" id={errorId} role="alert">
          {t('userMode.panel.confirmRefused')}
        </p>
      )}
    </form>
  );
};
