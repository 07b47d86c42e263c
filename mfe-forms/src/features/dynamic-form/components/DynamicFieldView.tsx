import type { ReactNode } from 'react';
import type { DynamicFormField } from '@qs/shared';
import { ArrayField } from './ArrayField';
import { CountryField } from './CountryField';
import { InputField } from './InputField';
import { PassengersSummary } from './PassengersSummary';
import { PasswordField } from './PasswordField';
import { PhonePrefixField } from './PhonePrefixField';
import { QuantityField } from './QuantityField';
import { SelectField } from './SelectField';
import { TextareaField } from './TextareaField';
import { fldTypeOf, hasClass, type DynamicNode } from '../model/definition';

export interface DynamicFieldViewProps {
  node: DynamicNode;
  /** Inside an array item: `{array}.{index}`. */
  itemPath?: string;
  /** The send button where the definition places its action-button. */
  renderAction: (field: DynamicFormField) => ReactNode;
}

/** Passenger lists: the `passengers` type, or an array of class `passengers` (the travel fixture). */
const isPassengers = (field: DynamicFormField) => fldTypeOf(field) === 'passengers' || hasClass(field, 'passengers');

/** One node of the definition, by its fldType; unknown types are text inputs. */
export const DynamicFieldView = ({ node, itemPath, renderAction }: DynamicFieldViewProps) => {
  const { field } = node;
  const name = itemPath ? `${itemPath}.${field.fldName}` : field.fldName;
  const children = (path?: string) =>
    node.children.map((child) => <DynamicFieldView key={child.field.fldName} node={child} itemPath={path} renderAction={renderAction} />);

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
      const footer = isPassengers(field) && age ? <PassengersSummary arrayName={field.fldName} ageName={age} /> : undefined;
      return <ArrayField node={node} renderItem={(path) => children(path)} footer={footer} />;
    }
    case 'action-button':
      return <>{renderAction(field)}</>;
    case 'select':
      return <SelectField field={field} name={name} />;
    case 'textarea':
      return <TextareaField field={field} name={name} />;
    case 'password':
      return <PasswordField field={field} name={name} />;
    case 'phone-prefix':
      return <PhonePrefixField field={field} name={name} />;
    case 'country':
      return <CountryField field={field} name={name} />;
    case 'dynamic-quantity':
      return <QuantityField field={field} name={name} />;
    default:
      return <InputField field={field} name={name} />;
  }
};
