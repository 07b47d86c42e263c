export { ArrayField, type ArrayFieldClasses, type ArrayFieldProps } from './components/ArrayField';
export { CheckboxField } from './components/CheckboxField';
export { CountryField, type CountryFieldProps } from './components/CountryField';
export { InputField, type InputFieldProps } from './components/InputField';
export { PasswordField, PASSWORD_DEBOUNCE_MS } from './components/PasswordField';
export { PhonePrefixField, PHONE_PREFIX_DEBOUNCE_MS, type PhonePrefixFieldProps } from './components/PhonePrefixField';
export { QuantityField, type QuantityFieldProps } from './components/QuantityField';
export { RadioField } from './components/RadioField';
export { SelectField, type SelectFieldProps } from './components/SelectField';
export { TextareaField } from './components/TextareaField';
export {
  textValue,
  type CountryOption,
  type FieldControl,
  type FieldDescription,
  type FieldOption,
  type FieldProps,
} from './model/field-description';
export { MAX_NUMBER_DIGITS } from './model/numeric-input';
