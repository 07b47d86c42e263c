/** Seed 000 §9 / seed 002 §9: the header's constants. Keep in sync with shell.css. */
export const HEADER_HEIGHT_PX = 75;
/** Below this width the menu is a side drawer and the header hides on scroll. */
export const MENU_BREAKPOINT_PX = 1200;
export const SCROLL_DEBOUNCE_MS = 10;
