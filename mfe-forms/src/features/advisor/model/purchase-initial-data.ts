/** What the visitor typed in the contact form, carried to /Compra-Online in the router state. */
export interface PurchaseInitialData {
  name: string;
  phone: string;
  email: string;
}

export interface PurchaseRouteState {
  initialData: PurchaseInitialData;
}

// The router state is the browser's history entry: anything can be there, so it is read defensively.
const MAX_LENGTH = 254;
const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_LENGTH) : '');

export const purchaseRouteState = (initialData: PurchaseInitialData): PurchaseRouteState => ({ initialData });

export const readPurchaseInitialData = (state: unknown): PurchaseInitialData | null => {
  if (!state || typeof state !== 'object' || !('initialData' in state)) return null;
  const data = (state as { initialData: unknown }).initialData;
  if (!data || typeof data !== 'object') return null;
  const { name, phone, email } = data as Record<string, unknown>;
  const read = { name: text(name).trim(), phone: text(phone).trim(), email: text(email).trim() };
  return read.name || read.phone || read.email ? read : null;
};
