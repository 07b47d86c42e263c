import { useEffect, useState } from 'react';

/**
 * A phone, for the advisor card's 'Llamar ahora' (seed 001 §2 "call now (mobile)"): a touch screen
 * (coarse pointer) narrower than 780 px. Both, because a narrow desktop window cannot place a call and a
 * tablet is not where people expect to phone from.
 */
export const PHONE_QUERY = '(pointer: coarse) and (max-width: 779px)';

const matches = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

export const useIsPhone = (): boolean => {
  const [isPhone, setIsPhone] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setIsPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isPhone;
};
