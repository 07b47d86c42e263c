import type { Comparator, Profile } from '@qs/shared';

export interface CompareBannerProps {
  comparator: Comparator;
  profile: Profile | null;
  /** Opens the profile-entry modal ('¿Quiénes serán asegurados?'). */
  onOpenProfile: () => void;
}

/** The compare banner and the profile tooltip (seed 001). Contract only for now. */
export const CompareBanner = (_props: CompareBannerProps) => null;
