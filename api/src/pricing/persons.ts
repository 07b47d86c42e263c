import type { PricingKind } from '../catalogue/fixture-types';

/** docs/product/api.md#prices: a member without an age counts as 25; pets get a young adult age instead. */
export const DEFAULT_AGE = 25;
export const DEFAULT_PET_AGE = 3;
export const DEFAULT_SEX = 'Masculino';

export interface ProfileMember {
  edad?: number | null;
  sexo?: string | null;
  maternidad?: boolean | null;
  eps_actual?: string | null;
  parentesco?: string | null;
}

export interface ProfilePet {
  especie?: string | null;
  raza?: string | null;
  edad?: number | null;
}

/** The visitor's profile (perfilIngreso) as far as pricing reads it. */
export interface ProfileInput {
  cotizante?: ProfileMember[] | null;
  cargas?: ProfileMember[] | null;
  mascota?: ProfilePet[] | null;
  colectivo?: { cantidadempleados?: number | string | null } | null;
}

export interface Person {
  /** Position in the profile: holders first, then dependants (or pets). */
  index: number;
  role: 'cotizante' | 'carga' | 'mascota';
  segment: string;
  age: number;
  maternidad: boolean;
}

/** The price tables' segment of a member (their sex, men's tables when not given) and of a pet (its species). */
export const memberSegment = (raw: ProfileMember): string => (raw.sexo === 'Femenino' ? 'Femenino' : DEFAULT_SEX);
export const petSegment = (raw: ProfilePet): string => (raw.especie === 'Gato' ? 'Gato' : 'Perro');

const member = (role: Person['role'], raw: ProfileMember, index: number): Person => ({
  index,
  role,
  segment: memberSegment(raw),
  age: typeof raw.edad === 'number' ? raw.edad : DEFAULT_AGE,
  maternidad: raw.maternidad === true,
});

const pet = (raw: ProfilePet, index: number): Person => ({
  index,
  role: 'mascota',
  segment: petSegment(raw),
  age: typeof raw.edad === 'number' ? raw.edad : DEFAULT_PET_AGE,
  maternidad: false,
});

/**
 * The people (or pets) a plan of this pricing kind insures for the profile. A profile that has none of
 * them (a pets plan seen with a family profile) is priced for the default member, as without a profile.
 */
export const personsFor = (kind: PricingKind, profile: ProfileInput | null | undefined): Person[] => {
  if (kind === 'pets') {
    const pets = profile?.mascota ?? [];
    return pets.length > 0 ? pets.map(pet) : [pet({}, 0)];
  }
  const holders = profile?.cotizante ?? [];
  const dependants = kind === 'people' ? (profile?.cargas ?? []) : [];
  if (holders.length === 0 && dependants.length === 0) return [member('cotizante', {}, 0)];
  return [
    ...holders.map((raw, i) => member('cotizante', raw, i)),
    ...dependants.map((raw, i) => member('carga', raw, holders.length + i)),
  ];
};

/** Employee count of a company profile; the site sends it with thousands dots ("1.200"). */
export const employeesFor = (profile: ProfileInput | null | undefined, fallback: number): number => {
  const raw = profile?.colectivo?.cantidadempleados;
  const value = typeof raw === 'string' ? Number(raw.replace(/\./g, '')) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
};
