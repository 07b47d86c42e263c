import type { ReactNode } from 'react';

export interface ChatFieldA11y {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface ChatFieldProps {
  id: string;
  label: string;
  error?: string;
  children: (a11y: ChatFieldA11y) => ReactNode;
}

/** One compact field of the chat's forms: label, control and its error, wired for screen readers. */
export const ChatField = ({ id, label, error, children }: ChatFieldProps) => (
  <div className="qs-chat__field">
    <label htmlFor={id}>{label}</label>
    {children({
      id,
      className: 'qs-chat__control',
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `${id}-error` : undefined,
    })}
    {error && (
      <p id={`${id}-error`} className="qs-chat__error">
        {error}
      </p>
    )}
  </div>
);
