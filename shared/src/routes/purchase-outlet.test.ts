import { closePurchaseOutlet, openPurchaseOutlet, readPurchaseOutlet } from './purchase-outlet';

describe('qppayment outlet in the query string', () => {
  it('opens on a plan and keeps the other parameters', () => {
    const search = openPurchaseOutlet('?pagina=2', 'EPS101-ORO');
    expect(new URLSearchParams(search).get('pagina')).toBe('2');
    expect(readPurchaseOutlet(search)).toEqual({ productCode: 'EPS101-ORO' });
  });

  it('opens without a plan', () => {
    expect(readPurchaseOutlet(openPurchaseOutlet(''))).toEqual({});
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
