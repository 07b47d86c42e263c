import { openPaymentOutlet } from '@qs/shared';

/**
 * The purchase link (docs/adr/0019-online-purchase.md): `/Compra-Online/{code}?session={session}&sessionType=purchase`.
 * The page keeps it in its address as soon as a purchase starts, so a reload, the back button and a copy of the
 * address sent to another device all resume the same purchase.
 */
export const SESSION_TYPE = 'purchase';

export const readPurchaseSession = (search: string): string | null => {
  const params = new URLSearchParams(search);
  const session = params.get('session');
  return session && params.get('sessionType') === SESSION_TYPE && /^[\w-]{16}\.[\w-]{32}$/.test(session)
    ? session
    : null;
};

/** The address's query with the purchase's session (other parameters kept). */
export const withPurchaseSession = (search: string, session: string): string => {
  const params = new URLSearchParams(search);
  params.set('session', session);
  params.set('sessionType', SESSION_TYPE);
  return `?${params.toString()}`;
};

/** The purchase's page, to continue it (from the payment view). */
export const purchasePageOf = (productCode: string, session: string): string =>
  `/Compra-Online/${encodeURIComponent(productCode)}${withPurchaseSession('', session)}`;

/** The receipt PDF of a paid purchase, asked with its link's session. */
export const receiptHrefOf = (purchaseId: string, session: string): string =>
  `/api/purchases/${encodeURIComponent(purchaseId)}/receipt${withPurchaseSession('', session)}`;

/** One payment shown by the `qppayment` outlet over the home page, with the purchase link it is read with. */
export const paymentLinkOf = (paymentId: string, session: string): string =>
  `/${openPaymentOutlet(withPurchaseSession('', session), paymentId)}`;

/** The link to continue on another device. */
export const purchaseLinkOf = (origin: string, pathname: string, session: string): string =>
  `${origin}${pathname}${withPurchaseSession('', session)}`;
