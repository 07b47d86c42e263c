import { startTransition, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import type { Profile } from '../domain/profile';
import { atomFromBusEvent } from '../events/jotai-bridge';
import { readProfile } from './profile-store';
import { useBrowserState } from '../ui/useBrowserState';

/** The last profile/completed of the bus (replayed to late subscribers through the jotai bridge). */
const profileCompletedAtom = atomFromBusEvent('profile/completed');

/**
 * The visitor's stored profile for one product type (colombia, colectivo, pets), replaced when a
 * profile for it is completed anywhere on the page (results, detail, forms): slices re-price on it.
 * Null on the server and in the hydration render (no visitor's profile there); the stored one right after.
 */
export const useStoredProfile = (productType: string): Profile | null => {
  const completed = useAtomValue(profileCompletedAtom);
  const [profile, setProfile] = useBrowserState<Profile | null>(() => readProfile(productType), null);

  useEffect(() => {
    if (completed?.productType === productType) setProfile(completed.profile);
  }, [completed, productType]);

  useEffect(() => {
    // A transition: on a hydrated results page this re-renders every card, in slices rather than one long task.
    startTransition(() => setProfile(readProfile(productType)));
  }, [productType]);

  return profile;
};
