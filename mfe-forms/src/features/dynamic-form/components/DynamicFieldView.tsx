import type { ReactNode } from 'react';
import type { DynamicFormField } from '@qs/shared';
import {
  ArrayField,
  CountryField,
  InputField,
  PasswordField,
  PhonePrefixField,
  QuantityField,
  SelectField,
  TextareaField,
  textValue,
  type ArrayFieldClasses,
  type FieldDescription,
} from '../../form-fields';
import { useDynamicField } from '../hooks/useDynamicField';
import { itemDefaults } from '../model/answers';
import { countryByName } from '../model/countries';
import { fldTypeOf, hasClass, type DynamicNode } from '../model/definition';
import { DYNAMIC_QUANTITY_MIN } from '../model/field-rules';
import { PassengersSummary } from './PassengersSummary';

export interface DynamicFieldViewProps {
  node: DynamicNode;
  /** Inside an array item: `{array}.{index}`. */
  itemPath?: string;
  /** The send button where the definition places its action-button. */
  renderAction: (field: DynamicFormField) => ReactNode;
}

/** Passenger lists: the `passengers` type, or an array of class `passengers` (the travel fixture). */
const isPassengers = (field: DynamicFormField) => fldTypeOf(field) === 'passengers' || hasClass(field, 'passengers');

const ARRAY_CLASSES: ArrayFieldClasses = {
  root: 'qs-dynamic__array',
  legend: 'qs-dynamic__legend',
  item: 'qs-dynamic__item',
  itemLegend: 'qs-dynamic__item-legend',
  actions: 'qs-dynamic__item-actions',
};

/** The definition's field as the field system describes it (its helper is the pattern's message, not a hint). */
const describe = (field: DynamicFormField): FieldDescription => ({
  label: field.label,
  placeholder: field.placeholder,
  required: field.isRequired,
  options: field.allowedValues,
});

const INPUT_AUTOCOMPLETE: Record<string, string> = {
  fld_fullname: 'name',
  fld_email: 'email',
  fld_telephone: 'tel-national',
};

/** One node of the definition, by its fldType; unknown types are text inputs. */
export const DynamicFieldView = ({ node, itemPath, renderAction }: DynamicFieldViewProps) => {
  const { field } = node;
  const name = itemPath ? `${itemPath}.${field.fldName}` : field.fldName;
  const children = (path?: string) =>
    node.children.map((child) => (
      <DynamicFieldView key={child.field.fldName} node={child} itemPath={path} renderAction={renderAction} />
    ));

  switch (fldTypeOf(field)) {
    case 'group':
      return (
        <fieldset className={`qs-dynamic__group ${field.class ?? ''}`.trim()}>
          <legend className="qs-dynamic__legend">{field.label}</legend>
          <div className="qs-dynamic__group-fields">{children(itemPath)}</div>
        </fieldset>
      );
    case 'array':
    case 'passengers': {
      const age = node.children[0]?.field.fldName;
      const footer =
        isPassengers(field) && age ? <PassengersSummary arrayName={field.fldName} ageName={age} /> : undefined;
      return (
        <ArrayField
          name={field.fldName}
          field={describe(field)}
          newItem={() => itemDefaults(node)}
          renderItem={(path) => children(path)}
          footer={footer}
          classes={ARRAY_CLASSES}
        />
      );
    }
    case 'action-button':
      return <>{renderAction(field)}</>;
    default:
      return <DynamicValueField field={field} name={name} />;
  }
};

interface DynamicValueFieldProps {
  field: DynamicFormField;
  /** The react-hook-form name: the fldName, or `{array}.{index}.{fldName}` inside an array. */
  name: string;
}

/** One answer with the definition's rules, shown by the field system's component for its kind. */
const DynamicValueField = ({ field, name }: DynamicValueFieldProps) => {
  const { id, control, error, context } = useDynamicField(field, name);
  const props = { id, field: describe(field), control, error };
  switch (fldTypeOf(field)) {
    case 'select':
      return <SelectField {...props} />;
    case 'textarea':
      return <TextareaField {...props} />;
    case 'password':
      return <PasswordField {...props} />;
    case 'phone-prefix':
      return (
        <PhonePrefixField
          {...props}
          countries={context.countries}
          defaultPrefix={context.defaultCountry?.phonePrefix}
        />
      );
    case 'country':
      return (
        <CountryField
          {...props}
          countries={context.countries}
          chosen={countryByName(context.countries, textValue(control.value))}
          fallback={field.isRequired ? context.defaultCountry?.name : undefined}
        />
      );
    case 'dynamic-quantity':
      return <QuantityField {...props} min={DYNAMIC_QUANTITY_MIN} />;
    default: {
      // A text-like input (text, tel, email, date, number); mask "thousands" writes 1.200.
      const inputType = field.fieldType.inputType ?? 'text';
      const thousands = field.mask === 'thousands';
      return (
        <InputField
          {...props}
          type={inputType}
          numeric={thousands || inputType === 'number'}
          thousands={thousands}
          autoComplete={INPUT_AUTOCOMPLETE[field.fldName]}
        />
      );
    }
  }
};
