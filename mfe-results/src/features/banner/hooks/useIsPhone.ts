import { useMediaQuery } from '@qs/shared';
import { PROFILE_FORM_PHONE_QUERY } from '../model/constants';

/** True below the profile form's breakpoint (780 px): the form collapses, hover means nothing. */
export const useIsPhone = (): boolean => useMediaQuery(PROFILE_FORM_PHONE_QUERY);
