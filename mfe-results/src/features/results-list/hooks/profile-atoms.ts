import { atomFromBusEvent } from '@qs/shared';

/** The last profile/completed event, bridged from the bus (no polling). */
export const profileCompletedAtom = atomFromBusEvent('profile/completed');
