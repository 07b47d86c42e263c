import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { Profile } from '../domain/profile';
import { atomFromBusEvent } from '../events/jotai-bridge';
import { readProfile } from './profile-store';
import { useBrowserState } from '../ui/useBrowserState';
import { useHydrated } from '../ui/useHydrated';

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

  // Read again on mount and for another product type. Not on the mount of a hydrated page: useBrowserState reads it
  // right after hydration, in a transition; a second read in this effect would re-render a whole results page at
  // once, in one long task.
  const hydrated = useHydrated();
  const mountedHydrating = useRef(!hydrated);
  useEffect(() => {
    if (mountedHydrating.current) {
      mountedHydrating.current = false;
      return;
    }
    setProfile(readProfile(productType));
  }, [productType, setProfile]);

  return profile;
};
