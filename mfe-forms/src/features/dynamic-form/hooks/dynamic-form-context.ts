import { createContext, useContext } from 'react';
import type { DynamicRuleMessages } from '../model/field-rules';
import type { CountryContext } from './useCountries';

export interface DynamicFormContextValue extends CountryContext {
  messages: DynamicRuleMessages;
}

export const DynamicFormContext = createContext<DynamicFormContextValue | null>(null);

export const useDynamicFormContext = (): DynamicFormContextValue => {
  const value = useContext(DynamicFormContext);
  if (!value) throw new Error('Dynamic form fields render inside a DynamicForm');
  return value;
};
