import { useEffect, useRef } from 'react';
import { getEventBus, type PurchaseView } from '@qs/shared';

/** Paid or confirmed (501), and still being bought (500). */
const FINISHED = 501;
const OPEN = 500;

/**
 * Says on the bus (`purchase/completed`) that the purchase was paid or confirmed, once, when the visitor saw it
 * happen on this page: open before, finished now. A finished purchase opened again (a reload, the link on another
 * device) is not a new purchase. The value is what the card was charged (a company's: its first charge, confirmed).
 */
export const useAnnouncedCompletion = (purchase: PurchaseView | null): void => {
  const seenOpen = useRef<string | null>(null);
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!purchase) return;
    if (purchase.leadStatus.id === OPEN) seenOpen.current = purchase.id;
    if (purchase.leadStatus.id !== FINISHED || seenOpen.current !== purchase.id || announced.current === purchase.id)
      return;
    announced.current = purchase.id;
    getEventBus().emit('purchase/completed', {
      purchaseId: purchase.id,
      productCode: purchase.productCode,
      planName: purchase.planName,
      value: purchase.charge.total,
      currency: purchase.charge.currency,
    });
  }, [purchase]);
};
