import { useSyncExternalStore } from 'react';
import { PROFILE_FORM_PHONE_QUERY } from '../constants';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PROFILE_FORM_PHONE_QUERY) : null);

const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** True below the profile form's breakpoint (780 px): the form collapses, hover means nothing. */
export const useIsPhone = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
