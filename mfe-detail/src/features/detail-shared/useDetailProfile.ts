import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { atomFromBusEvent, readProfile, type Profile } from '@qs/shared';

/** The last profile/completed of the bus (replayed to late subscribers through the jotai bridge). */
const profileCompletedAtom = atomFromBusEvent('profile/completed');

/**
 * The visitor's entered profile for a form key, or null while none was entered. A profile submitted
 * anywhere (the request summary's modal, the results slice) replaces it, so the tab re-prices.
 */
export const useDetailProfile = (formKey: string): Profile | null => {
  const completed = useAtomValue(profileCompletedAtom);
  const [profile, setProfile] = useState<Profile | null>(() => entered(readProfile(formKey)));

  useEffect(() => {
    if (completed?.productType === formKey) setProfile(entered(completed.profile));
  }, [completed, formKey]);

  return profile;
};

/** Only a profile the visitor submitted counts (ingresodatos): a half-filled form is not who they are. */
const entered = (profile: Profile | null): Profile | null => (profile?.ingresodatos ? profile : null);
