/** Seed 002 §9: below 780 px the profile form is a phone's (collapsed behind a toggle). */
export const PROFILE_FORM_PHONE_QUERY = '(max-width: 779.98px)';

/** Seed 001 §9: the first-view popover opens 9 s after arrival and closes 5 s after opening. */
export const FIRST_VIEW_OPEN_DELAY_MS = 9000;
export const FIRST_VIEW_CLOSE_DELAY_MS = 5000;

/** Seed 001 §4: 'remembered in local storage as first view'. */
export const FIRST_VIEW_STORAGE_KEY = 'qs-compare-first-view';

/** Height kept for the banner while its config loads, so the results below do not move. */
export const BANNER_MIN_HEIGHT_PX = 200;
