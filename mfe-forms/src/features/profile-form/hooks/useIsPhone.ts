import { useMediaQuery } from '@qs/shared';

/** The profile form's mobile breakpoint is 780 px (a phone at 780 px or narrower) (docs/product/forms.md#profile-form). */
export const PROFILE_FORM_PHONE_QUERY = '(max-width: 780px)';

/** Whether the profile form is on a phone: its boxes become bottom sheets (docs/product/forms.md#profile-form). */
export const useIsPhone = (): boolean => useMediaQuery(PROFILE_FORM_PHONE_QUERY);
