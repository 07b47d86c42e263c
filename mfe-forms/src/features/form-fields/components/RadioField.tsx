import { FieldError } from '../../../common/components/FormField';
import { textValue, type FieldProps } from '../model/field-description';

/** The field's options as radio buttons in a fieldset named by the label. */
export const RadioField = ({ id, field, control, error }: FieldProps) => {
  const errorId = `${id}-error`;
  return (
    <fieldset className="qs-field__choices" aria-describedby={error ? errorId : undefined}>
      <legend>{field.label}</legend>
      {(field.options ?? []).map((option, index) => (
        <label key={String(option.value)} className="qs-field__choice">
          <input
            ref={index === 0 ? control.ref : undefined}
            type="radio"
            name={control.name}
            value={String(option.value)}
            checked={textValue(control.value) === String(option.value)}
            aria-invalid={Boolean(error)}
            required={field.required || undefined}
            onChange={() => control.onChange(String(option.value))}
            onBlur={control.onBlur}
          />
          {option.label}
        </label>
      ))}
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
};
