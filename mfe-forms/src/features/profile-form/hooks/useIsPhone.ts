import { useSyncExternalStore } from 'react';

/** Seed 002 §9: the profile form's mobile breakpoint is 780 px (a phone at 780 px or narrower). */
export const PROFILE_FORM_PHONE_QUERY = '(max-width: 780px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PROFILE_FORM_PHONE_QUERY) : null);

const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Whether the profile form is on a phone: its boxes become bottom sheets (seed 001 §2). */
export const useIsPhone = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
