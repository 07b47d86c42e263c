import { colombia } from '../country/colombia';
import type { Profile } from '../domain/profile';
import { checkProfile } from '../domain/profile-check';
import { getEventBus } from '../events/event-bus';
import { reportDroppedProfileFields } from './profile-notice';
import { safeStorage } from './storage';

type StoredProfiles = Record<string, Profile>;

const KEY = colombia.storageKeys.profile;

/**
 * The profile stored for a product type, under the country's versioned key (V1.6_CO), checked: fields that
 * break the profile rules (a tampered or shared profile, docs/product/forms.md#profile-storage) are dropped, stored back without them
 * and reported to the shell's notice, so no slice ever prices or renders them.
 */
export const readProfile = (productType: string): Profile | null => {
  const stored = safeStorage.read<Record<string, unknown>>(KEY);
  const { profile, dropped } = checkProfile(stored?.[productType]);
  if (dropped.length > 0 && stored) {
    const rest = Object.fromEntries(Object.entries(stored).filter(([type]) => type !== productType));
    safeStorage.write(KEY, profile ? { ...rest, [productType]: profile } : rest);
    reportDroppedProfileFields(dropped);
  }
  return profile;
};

/** Stores the profile and tells every slice (profile/changed, replayed to late subscribers). */
export const saveProfile = (productType: string, profile: Profile): void => {
  const stored = safeStorage.read<StoredProfiles>(KEY) ?? {};
  safeStorage.write(KEY, { ...stored, [productType]: profile });
  getEventBus().emit('profile/changed', { productType, profile });
};

/** Submitting a profile: store it, then announce profile/completed. */
export const completeProfile = (productType: string, profile: Profile): void => {
  const completed = { ...profile, ingresodatos: true };
  saveProfile(productType, completed);
  getEventBus().emit('profile/completed', { productType, profile: completed });
};
