import { useSyncExternalStore } from 'react';
import { MENU_BREAKPOINT_PX } from '../layout';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** True from the menu breakpoint (1200 px) up: the menu is a header row, not a drawer. */
export const useIsDesktop = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.innerWidth >= MENU_BREAKPOINT_PX,
    () => true,
  );
