import type { Profile, ProfilePrice } from '@qs/shared';

/** The `method` of a person the API found no price for (calculatePrice's answer): not insurable. */
export const PRICE_NOT_FOUND = 'PriceNotFound';

/** A person of the visitor's profile with what the plan charges for them. */
export interface PricedPerson {
  /** Role key of the `persons.roles` texts, or a free relationship word from the profile (hijo, padre…). */
  role: string;
  age: number | null;
  price: number | null;
  insurable: boolean;
}

interface Member {
  edad: number | null;
  parentesco?: string;
  especie?: string;
}

/** The members in the order the API prices them: holders, then dependants (or pets). */
const membersOf = (profile: Profile): Array<{ role: string; member: Member }> => {
  if (profile.mascota && profile.mascota.length > 0) {
    return profile.mascota.map((member) => ({ role: member.especie?.toLowerCase() || 'mascota', member }));
  }
  return [
    // The profile form's first holder is the titular; a second one is the partner ('Agregar pareja').
    ...profile.cotizante.map((member, i) => ({ role: i === 0 ? 'titular' : 'conyuge', member })),
    ...profile.cargas.map((member) => ({ role: member.parentesco?.toLowerCase() || 'carga', member })),
  ];
};

/**
 * Joins the profile with the plan's per-person price (by index). A person whose price was not found
 * is uninsurable (docs/product/detail.md#persons-message); the rest are insurable.
 */
export const pricedPeople = (profile: Profile, profilePrice: ProfilePrice): PricedPerson[] => {
  const members = membersOf(profile);
  return profilePrice.profiles.map((priced) => {
    const known = members[priced.index];
    return {
      role: known?.role ?? priced.role,
      age: known?.member.edad ?? null,
      price: priced.price,
      insurable: priced.method !== PRICE_NOT_FOUND && priced.price !== null,
    };
  });
};
