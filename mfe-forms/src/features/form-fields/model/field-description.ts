import type { ControllerRenderProps, FieldValues } from 'react-hook-form';

/** One choice of a select or a radio group. */
export interface FieldOption {
  value: unknown;
  label: string;
}

/**
 * What every field kind shows, whichever form defines it: each form (the profile form, the dynamic
 * form) maps its own server definition onto this.
 */
export interface FieldDescription {
  label: string;
  placeholder?: string | null;
  /** A hint under the control, tied to it by aria-describedby. */
  hint?: string | null;
  required?: boolean;
  /** The choices of a select or a radio group. */
  options?: readonly FieldOption[] | null;
}

/** A country the country and phone-prefix fields offer. */
export interface CountryOption {
  code: string;
  name: string;
  phonePrefix: string;
}

/** The react-hook-form binding of one value (useController's `field`). */
export type FieldControl = ControllerRenderProps<FieldValues, string>;

/** The props every field kind takes: the description, the react-hook-form binding and the error to show. */
export interface FieldProps {
  /** The control's id (the label's htmlFor; `${id}-error` and `${id}-hint` are derived from it). */
  id: string;
  field: FieldDescription;
  control: FieldControl;
  /** Shown only when the form decides the visitor should see it. */
  error?: string;
}

export const textValue = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * The attributes every text-like control (input, select, textarea) takes from its binding: the ref, name and
 * value, the shared class, aria-required, and the typed text as the new value (a kind that rewrites what is
 * typed passes its own onChange after these).
 */
export const boundControl = (field: FieldDescription, control: FieldControl) => ({
  ref: control.ref,
  name: control.name,
  className: 'qs-field__control',
  'aria-required': field.required || undefined,
  value: textValue(control.value),
  onChange: (event: { target: { value: string } }) => control.onChange(event.target.value),
  onBlur: control.onBlur,
});
