import {
  AGE_MIN,
  EMPLOYEES_MAX,
  fieldRegExp,
  PROFILE_EMPLOYEES_PATTERN,
  PROFILE_PERSON_AGE_MAX,
  PROFILE_PET_AGE_MAX,
} from '@qs/contract/rules/field-rules';
import { emptyProfile, type Profile } from './profile';

/** A stored or shared profile after the check: what is usable, and the fields that were dropped. */
export interface ProfileCheck {
  profile: Profile | null;
  /** Field paths dropped as invalid ('cotizante', 'cargas[1]', …); empty when the profile was sound. */
  dropped: string[];
}

type Json = Record<string, unknown>;

const MAX_PEOPLE = 8;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAge = (value: unknown, max: number) =>
  value === null ||
  value === undefined ||
  (Number.isInteger(value) && (value as number) >= AGE_MIN && (value as number) <= max);
const isText = (value: unknown, max: number) =>
  value === null || value === undefined || (typeof value === 'string' && value.length <= max);
const isOneOf = (value: unknown, allowed: readonly unknown[]) => value === undefined || allowed.includes(value);

const isMember = (value: unknown): boolean =>
  isObject(value) &&
  isAge(value.edad, PROFILE_PERSON_AGE_MAX) &&
  isOneOf(value.sexo, ['Masculino', 'Femenino', '', null]) &&
  isOneOf(value.maternidad, [true, false, null]) &&
  isText(value.eps_actual, 40) &&
  isText(value.parentesco, 40) &&
  isText(value.parentescoCarga, 40);

const isPet = (value: unknown): boolean =>
  isObject(value) &&
  isAge(value.edad, PROFILE_PET_AGE_MAX) &&
  isOneOf(value.especie, ['Perro', 'Gato', '', null]) &&
  isText(value.raza, 60) &&
  isText(value.parentesco, 40);

// docs/product/forms.md#field-rules: up to 6 digits, with or without the thousands dot; 0 or empty is 'not entered'.
const EMPLOYEES = fieldRegExp(PROFILE_EMPLOYEES_PATTERN);
const isCompany = (value: unknown): boolean =>
  isObject(value) &&
  (value.cantidadempleados === undefined ||
    value.cantidadempleados === null ||
    (Number.isInteger(value.cantidadempleados) &&
      (value.cantidadempleados as number) >= 0 &&
      (value.cantidadempleados as number) <= EMPLOYEES_MAX) ||
    (typeof value.cantidadempleados === 'string' && EMPLOYEES.test(value.cantidadempleados)));

/** The valid elements of a list of people; invalid ones (and any past 8) are dropped by index. */
const people = <T>(
  value: unknown,
  field: string,
  valid: (item: unknown) => boolean,
  dropped: string[],
): T[] | undefined => {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    dropped.push(field);
    return undefined;
  }
  return value.filter((item, index) => {
    const keep = index < MAX_PEOPLE && valid(item);
    if (!keep) dropped.push(`${field}[${index}]`);
    return keep;
  }) as T[];
};

/**
 * docs/product/forms.md#profile-storage: the profile rules of the API's compare call (api/src/http/schemas.ts `profileSchema`), applied
 * wherever a profile comes from storage or a shared link. What breaks them is dropped — a list that is not a
 * list, a person with an impossible age — and what is missing gets its default (`cargas: []`, the default
 * holder), so a tampered profile can neither make compare answer 400 nor crash a page.
 */
export const checkProfile = (value: unknown): ProfileCheck => {
  if (value === null || value === undefined) return { profile: null, dropped: [] };
  if (!isObject(value)) return { profile: null, dropped: ['perfil'] };
  const dropped: string[] = [];
  const base = emptyProfile();
  const cotizante = people<Profile['cotizante'][number]>(value.cotizante, 'cotizante', isMember, dropped);
  const cargas = people<Profile['cargas'][number]>(value.cargas, 'cargas', isMember, dropped);
  const mascota = people<NonNullable<Profile['mascota']>[number]>(value.mascota, 'mascota', isPet, dropped);
  const profile: Profile = {
    ...value,
    ingresodatos: value.ingresodatos === true,
    cotizante: cotizante ?? base.cotizante,
    cargas: cargas ?? [],
  } as Profile;
  if (mascota) profile.mascota = mascota;
  else delete profile.mascota;
  if (value.ingresodatos !== undefined && typeof value.ingresodatos !== 'boolean') dropped.push('ingresodatos');
  if (value.enPareja !== undefined && typeof value.enPareja !== 'boolean') {
    dropped.push('enPareja');
    delete profile.enPareja;
  }
  if (value.colectivo !== undefined && !isCompany(value.colectivo)) {
    dropped.push('colectivo');
    delete profile.colectivo;
  }
  return { profile, dropped };
};
