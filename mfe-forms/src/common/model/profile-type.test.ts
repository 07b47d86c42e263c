import { profileTypeOfInsuranceType } from './profile-type';

describe('profileTypeOfInsuranceType', () => {
  it('prices company plans with the colectivo profile, pet plans with the pets one, the rest with colombia', () => {
    expect(['SEGURO_COLECTIVO', 'SEGURO COLECTIVO', 'colectivo'].map(profileTypeOfInsuranceType)).toEqual([
      'colectivo',
      'colectivo',
      'colectivo',
    ]);
    expect(['SEGURO_MASCOTAS', 'SEGURO_MASCOTA_GENERAL', 'pets'].map(profileTypeOfInsuranceType)).toEqual([
      'pets',
      'pets',
      'pets',
    ]);
    expect(['PLAN_COMPLEMENTARIO_EPS', 'SEGURO_COVID', undefined].map(profileTypeOfInsuranceType)).toEqual([
      'colombia',
      'colombia',
      'colombia',
    ]);
  });
});
