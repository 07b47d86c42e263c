import type { ReactNode } from 'react';
import './form-field.css';

/** What a control needs to be bound to its label, hint and error text. */
export interface FieldA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  id: string;
  label: string;
  /** Shown only when the caller decides the visitor should see it (dirty/touched). */
  error?: string;
  hint?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/** Label, control, hint and error of one field, wired for screen readers. */
export const FormField = ({ id, label, error, hint, children }: FormFieldProps) => {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="qs-field">
      <label className="qs-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="qs-field__hint">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId!} message={error} />}
    </div>
  );
};

export const FieldError = ({ id, message }: { id: string; message: string }) => (
  <p id={id} className="qs-field__error" role="alert">
    {message}
  </p>
);
