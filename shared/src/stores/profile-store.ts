import { colombia } from '../country/colombia';
import type { Profile } from '../domain/profile';
import { getEventBus } from '../events/event-bus';
import { safeStorage } from './storage';

type StoredProfiles = Record<string, Profile>;

const KEY = colombia.storageKeys.profile;

/** The profile stored for a product type, under the country's versioned key (V1.6_CO). */
export const readProfile = (productType: string): Profile | null => safeStorage.read<StoredProfiles>(KEY)?.[productType] ?? null;

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
