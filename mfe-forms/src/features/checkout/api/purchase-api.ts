import {
  ApiError,
  apiClient,
  type ApiAnswer,
  type ApiPath,
  type ApiRequestInit,
  type DataOf,
  type Profile,
  type RequestMethod,
} from '@qs/shared';

/**
 * The online purchase's calls (docs/api/routes.md, /api/purchases; docs/adr/0019-online-purchase.md). Every call but the
 * start carries the purchase link's session (`{id}.{secret}`); a refusal is an ApiError with the API's own message.
 */
export const purchaseIdOf = (session: string): string => session.split('.')[0] ?? '';

/** The client's call itself: `call` below gives it the document's types for its path and method. */
const untypedRequest = (path: string, init: RequestInit) =>
  (apiClient.request as (path: string, init: RequestInit) => Promise<unknown>)(path, init);

/** The answer's `data`, typed from the API's document for the path and method. */
const call = async <P extends ApiPath<Lowercase<N>>, N extends RequestMethod = 'GET'>(
  path: P,
  init: ApiRequestInit<N>,
) => ((await untypedRequest(path, init)) as { data: unknown }).data as DataOf<ApiAnswer<Lowercase<N>, P>>;

const send = (session: string | null, body: unknown, headers: Record<string, string> = {}): ApiRequestInit<'POST'> => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(session && { 'x-purchase-session': session }), ...headers },
  body: JSON.stringify(body ?? {}),
});

const purchasePath = (session: string) => `/purchases/${encodeURIComponent(purchaseIdOf(session))}` as const;

export const startPurchase = (productCode: string, profile: Profile | null) =>
  call('/purchases', send(null, { productCode, profile }));

export const getPurchase = (session: string) =>
  call(purchasePath(session), { headers: { 'x-purchase-session': session } });

export type DataStep = 'personal-data' | 'health-statement' | 'company-data' | 'employee-data';

export const saveStep = (session: string, step: DataStep, data: unknown) =>
  call(`${purchasePath(session)}/steps/${step}`, send(session, data));

export const choosePeriodicity = (session: string, periodicity: string) =>
  call(`${purchasePath(session)}/periodicity`, send(session, { periodicity }));

export interface CardPayment {
  holderName: string;
  cardNumber: string;
  expiry: string;
  securityCode: string;
}

/** One payment attempt: `key` is the attempt's Idempotency-Key, the same on every retry of it. */
export const payPurchase = (session: string, card: CardPayment, key: string) =>
  call(`${purchasePath(session)}/payments`, send(session, card, { 'idempotency-key': key }));

export const confirmPurchase = (session: string) => call(`${purchasePath(session)}/confirm`, send(session, {}));

/** The visitor gives the purchase up: it and its lead are closed. */
export const cancelPurchase = (session: string) => call(`${purchasePath(session)}/cancel`, send(session, {}));

/** One payment by its id (`GET /api/qppayment/insurance-payment/{pay_…}`), with the link of the purchase it pays. */
export const getPayment = async (paymentId: string, session: string) => {
  const answer = await call(`/qppayment/insurance-payment/${encodeURIComponent(paymentId)}`, {
    headers: { 'x-purchase-session': session },
  });
  // The same address answers a plan's payment methods for a plan's id: a payment's id (pay_…) answers the payment.
  if (!('payment' in answer)) throw new ApiError(404, 'Pago no encontrado');
  return answer;
};
