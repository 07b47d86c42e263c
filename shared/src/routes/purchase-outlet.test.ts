import { closePurchaseOutlet, openPaymentOutlet, openPurchaseOutlet, readPurchaseOutlet } from './purchase-outlet';

describe('qppayment outlet in the query string', () => {
  it('opens on a plan and keeps the other parameters', () => {
    const search = openPurchaseOutlet('?pagina=2', 'EPS101-ORO');
    expect(new URLSearchParams(search).get('pagina')).toBe('2');
    expect(readPurchaseOutlet(search)).toEqual({ productCode: 'EPS101-ORO' });
  });

  it('opens without a plan', () => {
    expect(readPurchaseOutlet(openPurchaseOutlet(''))).toEqual({});
  });

  it('opens on one payment of a purchase, by its id', () => {
    const search = openPaymentOutlet('?session=abc&sessionType=purchase', 'pay_Ab3-_x9ZZqR2kLm0');
    expect(new URLSearchParams(search).get('session')).toBe('abc');
    expect(readPurchaseOutlet(search)).toEqual({ paymentId: 'pay_Ab3-_x9ZZqR2kLm0' });
    // Not a payment's id: the payment form is refused, not read as a plan.
    expect(readPurchaseOutlet('?qppayment=Compra-Online/pago/pay_short')).toBeNull();
    expect(readPurchaseOutlet('?qppayment=Compra-Online/pago/EPS101-ORO')).toBeNull();
  });

  it('ignores an absent or malformed outlet', () => {
    expect(readPurchaseOutlet('?pagina=2')).toBeNull();
    expect(readPurchaseOutlet('?qppayment=Otra-Ruta/X')).toBeNull();
    expect(readPurchaseOutlet('?qppayment=Compra-Online/<script>')).toBeNull();
  });

  it('closes and leaves the rest', () => {
    expect(closePurchaseOutlet('?pagina=2&qppayment=Compra-Online%2FX')).toBe('?pagina=2');
    expect(closePurchaseOutlet('?qppayment=Compra-Online')).toBe('');
  });
});
