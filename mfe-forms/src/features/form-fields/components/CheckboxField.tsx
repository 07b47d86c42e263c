import { FieldError } from '../../../common/components/FormField';
import type { FieldProps } from '../model/field-description';

/** A yes/no answer: a checkbox inside its label; the value is true when checked. */
export const CheckboxField = ({ id, field, control, error }: FieldProps) => {
  const errorId = `${id}-error`;
  return (
    <div className="qs-field">
      <label className="qs-field__choice" htmlFor={id}>
        <input
          ref={control.ref}
          id={id}
          type="checkbox"
          name={control.name}
          checked={control.value === true}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => control.onChange(event.target.checked)}
          onBlur={control.onBlur}
        />
        {field.label}
      </label>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
};
