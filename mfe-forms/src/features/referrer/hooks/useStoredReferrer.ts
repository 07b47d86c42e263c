import { useEffect, useState } from 'react';
import { getEventBus, readReferrer, type Referrer } from '@qs/shared';

/** The stored referrer (expiry applied), kept current from the bus's 'referrer/changed'. */
export const useStoredReferrer = (): Referrer | null => {
  const [referrer, setReferrer] = useState<Referrer | null>(() => readReferrer());
  useEffect(() => {
    const subscription = getEventBus()
      .on('referrer/changed')
      .subscribe((payload) => setReferrer(payload.referrer));
    return () => subscription.unsubscribe();
  }, []);
  return referrer;
};
