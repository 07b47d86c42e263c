import { useRef, useState } from 'react';
import { saveReferrer, type Referrer } from '@qs/shared';
import { findReferrer } from '../api/find-referrer';

export type ReferrerSearch =
  { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; referrer: Referrer } | { kind: 'not-found' };

/**
 * Product rule (docs/product/forms.md#referrer-modal): searching; found → the referrer is stored (loggedAs 'referral', `referrer/changed` on the
 * bus); an empty answer or an error → the referrer is cleared and the error logged (docs/product/forms.md#referrer-modal).
 */
export const useReferrerSearch = (now: () => Date = () => new Date()) => {
  const [search, setSearch] = useState<ReferrerSearch>({ kind: 'idle' });
  const inFlight = useRef(false);

  const find = async (email: string) => {
    if (inFlight.current) return; // Enter held down, or a click during the search
    inFlight.current = true;
    setSearch({ kind: 'searching' });
    try {
      const found = await findReferrer(email.trim());
      if (!found) throw new Error('Referidor ¡No encontrado!..');
      const referrer: Referrer = {
        email: found.email,
        name: found.name,
        ejecutivo: found.ejecutivo,
        loggedAs: 'referral',
        initialDate: now().toISOString(),
      };
      saveReferrer(referrer);
      setSearch({ kind: 'found', referrer });
    } catch (error) {
      saveReferrer(null);
      console.error('Referidor ¡No encontrado!..', error);
      setSearch({ kind: 'not-found' });
    } finally {
      inFlight.current = false;
    }
  };

  return { search, find, reset: () => setSearch({ kind: 'idle' }) };
};
