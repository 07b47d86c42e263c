import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { readProfile, type Comparator, type Profile } from '@qs/shared';
import { profileCompletedAtom } from './profile-atoms';

/** The comparator's stored profile, replaced whenever a profile for it is completed on the bus. */
export const useResultsProfile = (comparator: Comparator): Profile | null => {
  const completed = useAtomValue(profileCompletedAtom);
  const [profile, setProfile] = useState<Profile | null>(() => readProfile(comparator.profileForm));

  useEffect(() => {
    if (completed?.productType === comparator.profileForm) setProfile(completed.profile);
  }, [completed, comparator.profileForm]);

  useEffect(() => {
    setProfile(readProfile(comparator.profileForm));
  }, [comparator.profileForm]);

  return profile;
};
