/** The server profile forms, each the key its stored profile lives under (V1.6_CO). */
export type ProfileType = 'colombia' | 'colectivo' | 'pets';

const COMPANY_TYPES = ['SEGURO_COLECTIVO', 'SEGURO COLECTIVO', 'colectivo'];
const PET_TYPES = ['SEGURO_MASCOTAS', 'SEGURO_MASCOTA_GENERAL', 'pets'];

/**
 * Which profile plans of an insurance type (or a widget's product type) are priced with: the profile form of
 * their comparator — company plans the `colectivo` one, pet plans the `pets` one (its `mascota` list), the
 * others the personal `colombia` one.
 */
export const profileTypeOfInsuranceType = (insuranceType: string | undefined): ProfileType => {
  if (COMPANY_TYPES.includes(insuranceType ?? '')) return 'colectivo';
  return PET_TYPES.includes(insuranceType ?? '') ? 'pets' : 'colombia';
};
