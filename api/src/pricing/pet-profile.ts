import { AGE_MIN, PET_AGE_MAX } from '@qs/contract';
import type { ProfileInput } from './persons';

/**
 * The rules of the `pets` profile form (api/src/fixtures/forms/profile-forms.json: at least one `mascota`, its
 * especie Perro or Gato, its edad 0 to 20: PET_AGE_MAX of field-rules.mjs, docs/product/forms.md#field-rules) and
 * their texts, the same the form's validation script shows (routes/profile-form/validation-scripts.ts), so the
 * visitor reads one message wherever a pet is refused.
 */
export const PET_MESSAGES = {
  none: 'Agrega al menos una mascota',
  species: 'Selecciona si tu mascota es perro o gato',
  age: 'La edad de la mascota debe estar entre 0 y 20 años',
} as const;

export const MAX_PET_AGE = PET_AGE_MAX;
const SPECIES = ['Perro', 'Gato'];

/** The pets profile's first broken rule, as the message to answer; null when every pet is sound. */
export const petsProfileProblem = (profile: ProfileInput): string | null => {
  const pets = profile.mascota ?? [];
  if (pets.length === 0) return PET_MESSAGES.none;
  for (const pet of pets) {
    if (!SPECIES.includes(pet.especie ?? '')) return PET_MESSAGES.species;
    if (typeof pet.edad !== 'number' || pet.edad < AGE_MIN || pet.edad > MAX_PET_AGE) return PET_MESSAGES.age;
  }
  return null;
};
