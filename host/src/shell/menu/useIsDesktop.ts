import { useBrowserSnapshot } from '@qs/shared';
import { MENU_BREAKPOINT_PX } from '../layout';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * True from the menu breakpoint (1200 px) up: the menu is a header row, not a drawer. Null on the server and
 * while the browser hydrates its markup: the viewport is not known there, so the header draws both and lets
 * header.css show one by the same breakpoint; the other is dropped once this is known.
 */
export const useIsDesktop = (): boolean | null =>
  useBrowserSnapshot(
    subscribe,
    () => window.innerWidth >= MENU_BREAKPOINT_PX,
    () => null,
  );
