import { useEffect } from 'react';
import { getEventBus } from '../events/event-bus';
import type { Referrer } from '../events/events';
import { readReferrer } from './referrer-store';
import { useBrowserState } from '../ui/useBrowserState';

/**
 * The referrer attached to this visitor (expiry applied), kept current from the bus: the host replays
 * 'referrer/changed' at start; a slice's own dev page reads the store. Null on the server and in the
 * hydration render (no visitor's referrer there); the visitor's right after.
 */
export const useReferrer = (): Referrer | null => {
  const [referrer, setReferrer] = useBrowserState<Referrer | null>(
    () => getEventBus().current('referrer/changed')?.referrer ?? readReferrer(),
    null,
  );
  useEffect(() => {
    const subscription = getEventBus()
      .on('referrer/changed')
      .subscribe((payload) => setReferrer(payload.referrer));
    return () => subscription.unsubscribe();
  }, []);
  return referrer;
};
