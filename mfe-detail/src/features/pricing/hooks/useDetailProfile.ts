import { useStoredProfile, type Profile } from '@qs/shared';

/**
 * The visitor's entered profile for a form key, or null while none was entered. A profile submitted
 * anywhere (the request summary's modal, the results slice) replaces it, so the tab re-prices.
 */
export const useDetailProfile = (formKey: string): Profile | null => {
  const profile = useStoredProfile(formKey);
  // Only a profile the visitor submitted counts (ingresodatos): a half-filled form is not who they are.
  return profile?.ingresodatos ? profile : null;
};
