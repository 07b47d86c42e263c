import { readProfile, type Profile } from '@qs/shared';
import { profileTypeOfInsuranceType } from '../../../common/model/profile-type';

/**
 * docs/product/forms.md#contact-widget `datosingresados`: the profile the visitor entered for the plan a request is about — the stored
 * profile of the plan's profile form (a pet plan's pets, a family's ages), so the advisor sees whom to quote.
 * None for a request that names no plan, or before a profile was entered (a default holder is nobody's data).
 */
export const enteredProfileFor = (
  productCode: string | undefined,
  productType: string | undefined,
): Profile | undefined => {
  if (!productCode) return undefined;
  const profile = readProfile(profileTypeOfInsuranceType(productType));
  return profile?.ingresodatos ? profile : undefined;
};
