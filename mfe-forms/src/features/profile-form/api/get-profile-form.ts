import { apiClient, useApiRequest } from '@qs/shared';

export type FldType = 'checkbox' | 'radio' | 'input' | 'select' | 'array' | 'group';

export interface AllowedValue {
  value: string;
  label: string;
}

/** One field of the server-defined profile form (docs/product/forms.md#profile-form); Spanish names as the API spells them. */
export interface ProfileFormField {
  fldName: string;
  /** null, or the fldName of the 'group' or 'array' container holding this field. */
  groupedBy: string | null;
  fieldType: { fldType: FldType; htmlType: 'number' | 'text' | null };
  /** An array container's label is "label,addLabel". */
  label: string;
  placeholder?: string | null;
  mask?: string | null;
  helper?: string | null;
  defaultValue?: string | number | boolean | null;
  dataType?: 'number' | 'string' | 'boolean' | null;
  allowedValues?: AllowedValue[] | null;
  required?: boolean;
  min?: number | null;
  max?: number | null;
  // Also sent and not used here: wrapper, isMultiple, class, retrieveFunction, hideExpression, changeAction, groupClass.
}

export interface ProfileFormDefinition {
  productType: string;
  validationScriptUrl?: string | null;
  profileFormFields: ProfileFormField[];
}

interface ProfileFormAnswer {
  data: { profileForm: ProfileFormDefinition };
}

/** GET /profile-form/form — cached: the definition changes with deployments, not per visit. */
export const getProfileForm = async (productType: string, signal?: AbortSignal): Promise<ProfileFormDefinition> => {
  const answer = await apiClient.get<ProfileFormAnswer>('/profile-form/form', { productTypeName: productType }, { cache: true, signal });
  return answer.data.profileForm;
};

/** The definition of one product type's form, with loading/error state and retry. */
export const useProfileFormDefinition = (productType: string) =>
  useApiRequest(productType, (signal) => getProfileForm(productType, signal));
