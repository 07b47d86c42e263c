/** docs/product/results.md#layout: below 780 px the profile form is a phone's (collapsed behind a toggle). */
export const PROFILE_FORM_PHONE_QUERY = '(max-width: 779.98px)';

/** docs/product/results.md#first-view: the first-view popover opens 9 s after arrival and closes 5 s after opening. */
export const FIRST_VIEW_OPEN_DELAY_MS = 9000;
export const FIRST_VIEW_CLOSE_DELAY_MS = 5000;

/** docs/product/results.md#first-view: 'remembered in local storage as first view'. */
export const FIRST_VIEW_STORAGE_KEY = 'qs-compare-first-view';

/**
 * Height kept for the banner while its config loads, so the results below do not move
 * (docs/architecture.md#layout-shift-and-long-tasks, CLS ≤ 0.02). The loaded banner keeps the same minimum, so a banner whose text fits stays exactly
 * the reserved size. Measured on /Comparar/EPS: 301 px from 780 px up (240 px, and its category list's two rows); on a 412–375 px phone, where the banner
 * leaves room for the first plan card (no description), 211–232 px before a profile (title, price warning,
 * tooltip and the 'Ingresar asegurados' toggle) and 152 px once there is one (no warning).
 */
export const BANNER_MIN_HEIGHT_PX = 304;
export const BANNER_PHONE_MIN_HEIGHT_PX = 236;
export const BANNER_PHONE_ENTERED_MIN_HEIGHT_PX = 156;
