import { useEffect, useState } from 'react';
import { getEventBus } from '../events/event-bus';
import type { Referrer } from '../events/events';
import { readReferrer } from './referrer-store';

/**
 * The referrer attached to this visitor (expiry applied), kept current from the bus: the host replays
 * 'referrer/changed' at start; a slice's own dev page reads the store.
 */
export const useReferrer = (): Referrer | null => {
  const [referrer, setReferrer] = useState<Referrer | null>(() => getEventBus().current('referrer/changed')?.referrer ?? readReferrer());
  useEffect(() => {
    const subscription = getEventBus()
      .on('referrer/changed')
      .subscribe((payload) => setReferrer(payload.referrer));
    return () => subscription.unsubscribe();
  }, []);
  return referrer;
};
