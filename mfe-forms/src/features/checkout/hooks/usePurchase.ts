import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, safeStorage, type PaymentView, type Profile, type PurchaseView } from '@qs/shared';
import {
  cancelPurchase,
  choosePeriodicity,
  confirmPurchase,
  getPurchase,
  payPurchase,
  purchaseIdOf,
  saveStep,
  startPurchase,
  type CardPayment,
  type DataStep,
} from '../api/purchase-api';
import { readPurchaseSession, withPurchaseSession } from '../model/purchase-link';

/** How often a page waiting for a pending payment asks again. */
export const PENDING_POLL_MS = 2_000;

/** The key of the payment attempt in flight: a retry after a lost answer (a reload, the network) reuses it and charges once. */
const attemptKeyOf = (purchaseId: string) => `qs.purchase.attempt.${purchaseId}`;

export type PurchaseLoad =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; purchase: PurchaseView };

const messageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;

/**
 * One online purchase in the page (docs/adr/0019-online-purchase.md): started for the plan and the visitor's stored
 * profile, kept in the address as the purchase link (a reload, the back button or another device resume it),
 * each step saved on the server, paid once per attempt, and asked again while a payment is pending.
 */
export const usePurchase = (productCode: string, profileOf: () => Profile | null = () => null, fallbackError = '') => {
  const location = useLocation();
  const navigate = useNavigate();
  const session = readPurchaseSession(location.search);
  const [load, setLoad] = useState<PurchaseLoad>(session ? { status: 'loading' } : { status: 'none' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!session) {
      setLoad({ status: 'none' });
      return;
    }
    let current = true;
    setLoad((previous) =>
      previous.status === 'ready' && previous.purchase.id === purchaseIdOf(session) ? previous : { status: 'loading' },
    );
    getPurchase(session).then(
      (purchase) => current && setLoad({ status: 'ready', purchase }),
      (error: unknown) => current && setLoad({ status: 'error', message: messageOf(error, fallbackError) }),
    );
    return () => {
      current = false;
    };
  }, [session, attempt, fallbackError]);

  const purchase = load.status === 'ready' ? load.purchase : null;
  const pending = purchase?.payment === 'PENDING';

  // A pending payment is settled by the provider's notification: the page asks until it is.
  useEffect(() => {
    if (!session || !pending) return;
    const timer = setInterval(() => {
      getPurchase(session).then(
        (next) => setLoad({ status: 'ready', purchase: next }),
        (error: unknown) => console.error('Error al consultar el pago pendiente.', error),
      );
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [session, pending]);

  const start = async () => {
    const started = await startPurchase(productCode, profileOf());
    setLoad({ status: 'ready', purchase: started.purchase });
    navigate(
      { pathname: location.pathname, search: withPurchaseSession(location.search, started.session) },
      { replace: false, state: location.state },
    );
  };

  const update = (next: PurchaseView) => {
    setLoad({ status: 'ready', purchase: next });
    return next;
  };

  const save = async (step: DataStep, data: unknown) => update(await saveStep(session!, step, data));
  const setPeriodicity = async (periodicity: string) => update(await choosePeriodicity(session!, periodicity));
  const confirm = async () => update(await confirmPurchase(session!));
  const cancel = async () => update(await cancelPurchase(session!));

  /** Pays with the card; the attempt's key is kept until the API answered, so a retry of a lost answer charges once. */
  const pay = async (card: CardPayment): Promise<PaymentView> => {
    const id = purchase!.id;
    const key = safeStorage.read<string>(attemptKeyOf(id)) ?? crypto.randomUUID();
    safeStorage.write(attemptKeyOf(id), key);
    try {
      const answer = await payPurchase(session!, card, key);
      safeStorage.remove(attemptKeyOf(id));
      update(answer.purchase);
      return answer.payment;
    } catch (error) {
      // A refusal (a card rule, a payment already pending) is final for this attempt; a lost answer is not.
      if (error instanceof ApiError && error.status < 500) safeStorage.remove(attemptKeyOf(id));
      throw error;
    }
  };

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { session, load, start, save, setPeriodicity, pay, confirm, cancel, retry, profileOf };
};

export type PurchaseFlow = ReturnType<typeof usePurchase>;
