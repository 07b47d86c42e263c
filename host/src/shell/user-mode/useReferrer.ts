import { useEffect, useState } from 'react';
import { getEventBus, type Referrer } from '@qs/shared';

/** The referrer attached to this visitor, kept current from the bus ('referrer/changed' is replayed). */
export const useReferrer = (): Referrer | null => {
  const [referrer, setReferrer] = useState<Referrer | null>(() => getEventBus().current('referrer/changed')?.referrer ?? null);
  useEffect(() => {
    const subscription = getEventBus()
      .on('referrer/changed')
      .subscribe((payload) => setReferrer(payload.referrer));
    return () => subscription.unsubscribe();
  }, []);
  return referrer;
};
