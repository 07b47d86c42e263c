import { readPurchaseOutlet } from '@qs/shared';
import {
  paymentLinkOf,
  purchaseLinkOf,
  purchasePageOf,
  readPurchaseSession,
  receiptHrefOf,
  withPurchaseSession,
} from './purchase-link';

const SESSION = `${'a'.repeat(16)}.${'B-_'.repeat(10)}xy`;

describe('the purchase link', () => {
  it('reads a session of the purchase type only, well formed', () => {
    expect(readPurchaseSession(`?session=${SESSION}&sessionType=purchase`)).toBe(SESSION);
    expect(readPurchaseSession(`?session=${SESSION}`)).toBeNull();
    expect(readPurchaseSession(`?session=${SESSION}&sessionType=otro`)).toBeNull();
    expect(readPurchaseSession('?session=<script>&sessionType=purchase')).toBeNull();
  });

  it('writes it into the address, keeping the other parameters', () => {
    expect(withPurchaseSession('?utm_source=x', SESSION)).toBe(`?utm_source=x&session=${SESSION}&sessionType=purchase`);
    expect(purchaseLinkOf('https://quieroseguro.co', '/Compra-Online/ASE204-SALUDPLUS', SESSION)).toBe(
      `https://quieroseguro.co/Compra-Online/ASE204-SALUDPLUS?session=${SESSION}&sessionType=purchase`,
    );
  });

  it('links the purchase page, its receipt and one payment in the qppayment outlet, each with the session', () => {
    expect(purchasePageOf('ASE204-SALUDPLUS', SESSION)).toBe(
      `/Compra-Online/ASE204-SALUDPLUS?session=${SESSION}&sessionType=purchase`,
    );
    expect(receiptHrefOf('a'.repeat(16), SESSION)).toBe(
      `/api/purchases/${'a'.repeat(16)}/receipt?session=${SESSION}&sessionType=purchase`,
    );
    const link = paymentLinkOf('pay_Ab3-_x9ZZqR2kLm0', SESSION);
    expect(link.startsWith('/?')).toBe(true);
    expect(readPurchaseOutlet(link.slice(1))).toEqual({ paymentId: 'pay_Ab3-_x9ZZqR2kLm0' });
    expect(readPurchaseSession(link.slice(1))).toBe(SESSION);
  });
});
