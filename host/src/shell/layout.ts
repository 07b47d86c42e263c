/** The header's constants (docs/product/shell.md#header). Keep in sync with shell.css. */
export const HEADER_HEIGHT_PX = 75;
/** Below this width the menu is a side drawer and the header hides on scroll. */
export const MENU_BREAKPOINT_PX = 1200;
export const SCROLL_DEBOUNCE_MS = 10;
