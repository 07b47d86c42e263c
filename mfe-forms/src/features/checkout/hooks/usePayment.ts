import { useCallback, useEffect, useState } from 'react';
import { ApiError, type PaymentView, type PurchasePayment } from '@qs/shared';
import { getPayment } from '../api/purchase-api';
import { PENDING_POLL_MS } from './usePurchase';

export type PaymentLoad =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: PurchasePayment };

/** Whether the provider has not settled the payment yet. */
export const isUnsettled = (payment: PaymentView): boolean =>
  payment.status === 'pending' || payment.status === 'processing';

/**
 * One payment by its id, read with the purchase link's session (docs/adr/0019-online-purchase.md); while the
 * provider has not settled it, the page asks again every PENDING_POLL_MS.
 */
export const usePayment = (paymentId: string, session: string, fallbackError: string) => {
  const [load, setLoad] = useState<PaymentLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    getPayment(paymentId, session).then(
      (value) => current && setLoad({ status: 'ready', value }),
      (error: unknown) =>
        current &&
        setLoad({
          status: 'error',
          message: error instanceof ApiError && error.status < 500 && error.message ? error.message : fallbackError,
        }),
    );
    return () => {
      current = false;
    };
  }, [paymentId, session, attempt, fallbackError]);

  const waiting = load.status === 'ready' && isUnsettled(load.value.payment);
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    const timer = setInterval(() => {
      getPayment(paymentId, session).then(
        (value) => current && setLoad({ status: 'ready', value }),
        (error: unknown) => console.error('Error al consultar el pago pendiente.', error),
      );
    }, PENDING_POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [waiting, paymentId, session]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, retry };
};
