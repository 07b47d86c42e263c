import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERRER_EMAIL_MAX_LENGTH, referrerEmailProblem, useHydrated } from '@qs/shared';
import { FormField } from '../../../common/components/FormField';

export interface ReferrerFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  searching: boolean;
  onSearch: (email: string) => void;
}

/**
 * The referrer's e-mail (at most 50 characters; Enter submits, docs/product/forms.md#referrer-modal) and 'Buscar'. Its rule,
 * looser than a visitor's own address (partners' staff have long domains), is the API's lookup's too (docs/product/forms.md#field-rules).
 */
export const ReferrerForm = ({ email, onEmailChange, searching, onSearch }: ReferrerFormProps) => {
  const { t } = useTranslation('forms');
  // A server-rendered form is sent only once the page is live: sent natively before, its fields would go in the URL.
  const live = useHydrated();
  const id = useId();
  // Errors show once the field was left or a search was attempted, as in the other forms of the slice.
  const [visited, setVisited] = useState(false);
  const problem = referrerEmailProblem(email);
  const error =
    visited && problem
      ? t(problem === 'required' ? 'referrer.errors.emailRequired' : 'referrer.errors.emailInvalid')
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setVisited(true);
    if (problem || searching) return;
    onSearch(email);
  };

  return (
    <form className="qs-referrer__form" noValidate aria-label={t('referrer.formLabel')} onSubmit={submit}>
      <FormField id={`${id}-email`} label={t('referrer.email')} hint={t('referrer.emailHint')} error={error}>
        {(a11y) => (
          <input
            {...a11y}
            className="qs-field__control"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={REFERRER_EMAIL_MAX_LENGTH}
            value={email}
            readOnly={searching}
            onChange={(event) => onEmailChange(event.target.value.slice(0, REFERRER_EMAIL_MAX_LENGTH))}
            onBlur={() => email && setVisited(true)}
          />
        )}
      </FormField>
      {searching && (
        <p className="qs-referrer__searching" role="status">
          {t('referrer.searching')}
        </p>
      )}
      <button type="submit" className="qs-button" disabled={searching || !live}>
        {t('referrer.submit')}
      </button>
    </form>
  );
};
