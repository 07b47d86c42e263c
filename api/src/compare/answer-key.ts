import { memberSegment, petSegment, type ProfileInput } from '../pricing/persons';
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
export const priceClassProfile = (profile: ProfileInput | null, index: CompareIndex): unknown => {
  if (!profile || typeof profile !== 'object') return profile;
  // The age's place holds the class's token (a string): this profile is a key, never priced.
  const classed = <T extends { edad?: number | null }>(raw: T, segment: (raw: T) => string) =>
    raw && typeof raw.edad === 'number' ? { ...raw, edad: index.prices.priceClass(segment(raw), raw.edad) } : raw;
  const all = <T extends { edad?: number | null }>(list: T[] | null | undefined, segment: (raw: T) => string) =>
    Array.isArray(list) ? list.map((raw) => classed(raw, segment)) : list;
  return {
    ...profile,
    ...(profile.cotizante !== undefined ? { cotizante: all(profile.cotizante, memberSegment) } : {}),
    ...(profile.cargas !== undefined ? { cargas: all(profile.cargas, memberSegment) } : {}),
    ...(profile.mascota !== undefined ? { mascota: all(profile.mascota, petSegment) } : {}),
  };
};

/**
 * What decides a compare answer, as the answer cache's key (answer-cache.ts): the catalogue version, the partner's
 * organizations and the normalised call without its uuid, its profile's ages as price classes. Null when the
 * catalogue has no version (nothing is kept then).
 */
export const answerKey = (
  index: CompareIndex,
  allowedOrganizations: readonly number[],
  call: CompareRequest,
): string | null =>
  index.version === undefined
    ? null
    : JSON.stringify([
        index.version,
        allowedOrganizations,
        { ...call, uuid: null, profile: priceClassProfile(call.profile, index) },
      ]);
