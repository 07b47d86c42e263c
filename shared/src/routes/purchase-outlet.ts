/**
 * Product rule (docs/product/forms.md#online-purchase): Compra-Online is also a secondary outlet named qppayment, shown over whatever page
 * is open. The router has no named outlets, so the outlet lives in the query string:
 * `?qppayment=Compra-Online/{productCode}` (or `Compra-Online` without a plan).
 */
export const PURCHASE_OUTLET = 'qppayment';

const OUTLET_ROUTE = 'Compra-Online';
const OUTLET_VALUE = /^Compra-Online(?:\/([A-Za-z0-9_-]{1,40}))?\/?$/;

export interface PurchaseOutletState {
  productCode?: string;
}

/** The outlet named in a query string, or null when it is absent or malformed. */
export const readPurchaseOutlet = (search: string): PurchaseOutletState | null => {
  const value = new URLSearchParams(search).get(PURCHASE_OUTLET);
  const match = value === null ? null : OUTLET_VALUE.exec(value);
  if (!match) return null;
  return match[1] ? { productCode: match[1] } : {};
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

/** The query string without the outlet. */
export const closePurchaseOutlet = (search: string): string => {
  const params = new URLSearchParams(search);
  params.delete(PURCHASE_OUTLET);
  return toSearch(params);
};
