import type { Profile } from '@qs/shared';

export interface ShareResultsButtonProps {
  profile: Profile | null;
}

/** Shares the current results view as {origin}/url/{link} (seed 002 §2, §7). Contract only for now. */
export const ShareResultsButton = (_props: ShareResultsButtonProps) => null;
