import { memberSegment, petSegment, type ProfileInput, type ProfileMember, type ProfilePet } from '../pricing/persons';
import type { CompareIndex } from './compare-index';
import type { CompareRequest } from './compare-request';

/**
 * The profile as the answer cache keys it: each member's and pet's age replaced by its price class (the token of
 * `PriceColumns.priceClass`: the same for two ages exactly when every plan's table prices them from the same row),
 * everything else as sent. A compare answer reads an age only through the row it finds, so two families whose
 * people fall in the same bands of every table get the same answer: a couple of 31 and 33 with a child of 4 and
 * one of 34 and 30 with a child of 2 share one in most catalogues. An age without a number stays as it is (the
 * default age prices it).
 */
export const priceClassProfile = (profile: ProfileInput | null, index: CompareIndex): ProfileInput | null => {
  if (!profile || typeof profile !== 'object') return profile;
  const member = (raw: ProfileMember): ProfileMember =>
    raw && typeof raw.edad === 'number' ? { ...raw, edad: index.prices.priceClass(memberSegment(raw), raw.edad) as unknown as number } : raw;
  const pet = (raw: ProfilePet): ProfilePet => (raw && typeof raw.edad === 'number' ? { ...raw, edad: index.prices.priceClass(petSegment(raw), raw.edad) as unknown as number } : raw);
  const members = (list: ProfileMember[] | null | undefined) => (Array.isArray(list) ? list.map(member) : list);
  return {
    ...profile,
    ...(profile.cotizante !== undefined ? { cotizante: members(profile.cotizante) } : {}),
    ...(profile.cargas !== undefined ? { cargas: members(profile.cargas) } : {}),
    ...(profile.mascota !== undefined ? { mascota: Array.isArray(profile.mascota) ? profile.mascota.map(pet) : profile.mascota } : {}),
  };
};

/**
 * What decides a compare answer, as the answer cache's key (answer-cache.ts): the catalogue version, the partner's
 * organizations and the normalised call without its uuid, its profile's ages as price classes. Null when the
 * catalogue has no version (nothing is kept then).
 */
export const answerKey = (index: CompareIndex, allowedOrganizations: readonly number[], call: CompareRequest): string | null =>
  index.version === undefined ? null : JSON.stringify([index.version, allowedOrganizations, { ...call, uuid: null, profile: priceClassProfile(call.profile, index) }]);
