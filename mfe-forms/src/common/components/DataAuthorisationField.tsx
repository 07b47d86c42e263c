import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '@qs/shared';
import { loadPolicyVersion } from '../api/policy-version';
import { FieldError } from './FormField';
import './data-authorisation.css';

export interface DataAuthorisationFieldProps {
  id: string;
  /**
   * Registers the form's boolean field (`() => register('autorizacionDatos')`): called as the box renders, after the fields
   * above it, so that a send with errors focuses the first one in the form's order.
   */
  register: () => UseFormRegisterReturn;
  /** Shown once the visitor tried to send, or left the box. */
  error?: string;
  /** The health statement's express authorisation of sensitive data, instead of the personal data's. */
  sensitive?: boolean;
}

/**
 * 'Autorizo el tratamiento de mis datos personales', unticked, its words linking to the policy page (opened in a new tab,
 * so that what the visitor typed stays). Showing it reads the policy's version (docs/security.md#data-authorisation).
 */
export const DataAuthorisationField = ({ id, register, error, sensitive = false }: DataAuthorisationFieldProps) => {
  const { t } = useTranslation('forms');
  useEffect(() => {
    // Read ahead of the send; a failure is asked again when the form is sent.
    loadPolicyVersion().catch(() => undefined);
  }, []);
  const key = sensitive ? 'authorisation.sensitive' : 'authorisation.personal';
  const errorId = `${id}-error`;
  return (
    <div className="qs-field qs-authorisation">
      <div className="qs-authorisation__choice">
        <input
          {...register()}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>
          {t(`${key}.before`)}
          <a href={paths.privacyPolicy.getHref()} target="_blank" rel="noopener">
            {t(`${key}.link`)}
          </a>
          {t(`${key}.after`, { defaultValue: '' })}
        </label>
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
};
