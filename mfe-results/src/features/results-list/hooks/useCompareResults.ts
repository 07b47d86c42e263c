import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { ApiError, getPartner, readProfile, type Comparator, type CompareResult, type Profile } from '@qs/shared';
import { getCompareResults } from '../api/get-compare-results';
import { profileCompletedAtom } from './profile-atoms';

export type CompareState =
  | { status: 'loading' }
  | { status: 'ready'; result: CompareResult }
  | { status: 'robot' }
  | { status: 'error' };

/** The results of one comparator, asked again whenever a profile for it is completed. */
export const useCompareResults = (comparator: Comparator, page: number) => {
  const completed = useAtomValue(profileCompletedAtom);
  const [profile, setProfile] = useState<Profile | null>(() => readProfile(comparator.profileForm));
  const [state, setState] = useState<CompareState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (completed?.productType === comparator.profileForm) setProfile(completed.profile);
  }, [completed, comparator.profileForm]);

  useEffect(() => {
    setProfile(readProfile(comparator.profileForm));
  }, [comparator.profileForm]);

  // The stored profile and the bus's last event are often equal copies: equal people, one request.
  const profileKey = JSON.stringify(profile);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const organizations = getPartner()?.allowedOrganizations ?? [];
    getCompareResults({ comparator, page, profile: JSON.parse(profileKey) as Profile | null, organizations }, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setState({ status: 'ready', result });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && error.isBotSuspicion ? { status: 'robot' } : { status: 'error' });
      },
    );
    return () => controller.abort();
  }, [comparator, page, profileKey, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, profile, reload };
};
