import { useMediaQuery } from '@qs/shared';

/** Seed 002 §9: the profile form's mobile breakpoint is 780 px (a phone at 780 px or narrower). */
export const PROFILE_FORM_PHONE_QUERY = '(max-width: 780px)';

/** Whether the profile form is on a phone: its boxes become bottom sheets (seed 001 §2). */
export const useIsPhone = (): boolean => useMediaQuery(PROFILE_FORM_PHONE_QUERY);
