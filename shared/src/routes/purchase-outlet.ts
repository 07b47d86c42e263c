/**
 * Product rule (docs/product/forms.md#online-purchase): Compra-Online is also a secondary outlet named qppayment, shown over whatever page
 * is open. The router has no named outlets, so the outlet lives in the query string:
 * `?qppayment=Compra-Online/{productCode}` (or `Compra-Online` without a plan), and one payment of a purchase
 * `?qppayment=Compra-Online/pago/{paymentId}` (read with the purchase link's session, docs/adr/0019-online-purchase.md).
 */
export const PURCHASE_OUTLET = 'qppayment';

const OUTLET_ROUTE = 'Compra-Online';
const PAYMENT_SEGMENT = 'pago';
const OUTLET_VALUE = /^Compra-Online(?:\/pago\/(pay_[A-Za-z0-9_-]{16})|\/([A-Za-z0-9_-]{1,40}))?\/?$/;

export interface PurchaseOutletState {
  productCode?: string;
  /** A payment of an online purchase (`pay_` and 16 characters): the outlet shows that payment. */
  paymentId?: string;
}

/** The outlet named in a query string, or null when it is absent or malformed. */
export const readPurchaseOutlet = (search: string): PurchaseOutletState | null => {
  const value = new URLSearchParams(search).get(PURCHASE_OUTLET);
  const match = value === null ? null : OUTLET_VALUE.exec(value);
  if (!match) return null;
  if (match[1]) return { paymentId: match[1] };
  return match[2] ? { productCode: match[2] } : {};
};

const toSearch = (params: URLSearchParams): string => {
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The query string with the outlet open on a plan (other parameters kept). */
export const openPurchaseOutlet = (search: string, productCode?: string): string => {
  const params = new URLSearchParams(search);
  params.set(PURCHASE_OUTLET, productCode ? `${OUTLET_ROUTE}/${productCode}` : OUTLET_ROUTE);
  return toSearch(params);
};

/** The query string with the outlet open on one payment (other parameters kept). */
export const openPaymentOutlet = (search: string, paymentId: string): string => {
  const params = new URLSearchParams(search);
  params.set(PURCHASE_OUTLET, `${OUTLET_ROUTE}/${PAYMENT_SEGMENT}/${paymentId}`);
  return toSearch(params);
};

/** The query string without the outlet. */
export const closePurchaseOutlet = (search: string): string => {
  const params = new URLSearchParams(search);
  params.delete(PURCHASE_OUTLET);
  return toSearch(params);
};
