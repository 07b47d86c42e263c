import { apiClient, type PaymentView, type Profile, type PurchasePayment, type PurchaseView } from '@qs/shared';

/**
 * The online purchase's calls (api/README.md, /api/purchases; docs/adr/0019-online-purchase.md). Every call but the
 * start carries the purchase link's session (`{id}.{secret}`); a refusal is an ApiError with the API's own message.
 */
export const purchaseIdOf = (session: string): string => session.split('.')[0] ?? '';

const call = async <T>(path: string, init: RequestInit): Promise<T> =>
  ((await apiClient.request<{ data: T }>(path, init)) as { data: T }).data;

const send = (session: string | null, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(session && { 'x-purchase-session': session }), ...headers },
  body: JSON.stringify(body ?? {}),
});

const purchasePath = (session: string) => `/purchases/${encodeURIComponent(purchaseIdOf(session))}`;

export const startPurchase = (productCode: string, profile: Profile | null) =>
  call<{ session: string; sessionType: 'purchase'; purchase: PurchaseView }>(
    '/purchases',
    send(null, { productCode, profile }),
  );

export const getPurchase = (session: string) =>
  call<PurchaseView>(purchasePath(session), { headers: { 'x-purchase-session': session } });

export type DataStep = 'personal-data' | 'health-statement' | 'company-data' | 'employee-data';

export const saveStep = (session: string, step: DataStep, data: unknown) =>
  call<PurchaseView>(`${purchasePath(session)}/steps/${step}`, send(session, data));

export const choosePeriodicity = (session: string, periodicity: string) =>
  call<PurchaseView>(`${purchasePath(session)}/periodicity`, send(session, { periodicity }));

export interface CardPayment {
  holderName: string;
  cardNumber: string;
  expiry: string;
  securityCode: string;
}

/** One payment attempt: `key` is the attempt's Idempotency-Key, the same on every retry of it. */
export const payPurchase = (session: string, card: CardPayment, key: string) =>
  call<{ payment: PaymentView; purchase: PurchaseView }>(
    `${purchasePath(session)}/payments`,
    send(session, card, { 'idempotency-key': key }),
  );

export const confirmPurchase = (session: string) =>
  call<PurchaseView>(`${purchasePath(session)}/confirm`, send(session, {}));

/** The visitor gives the purchase up: it and its lead are closed. */
export const cancelPurchase = (session: string) =>
  call<PurchaseView>(`${purchasePath(session)}/cancel`, send(session, {}));

/** One payment by its id (`GET /api/qppayment/insurance-payment/{pay_…}`), with the link of the purchase it pays. */
export const getPayment = (paymentId: string, session: string) =>
  call<PurchasePayment>(`/qppayment/insurance-payment/${encodeURIComponent(paymentId)}`, {
    headers: { 'x-purchase-session': session },
  });
