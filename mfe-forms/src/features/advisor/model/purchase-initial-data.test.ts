import { purchaseRouteState, readPurchaseInitialData } from './purchase-initial-data';

describe('purchase initial data in the router state', () => {
  it('reads back what the advisor card put there', () => {
    const data = { name: 'Ana Gómez', phone: '300 123 4567', email: 'ana@correo.co' };
    expect(readPurchaseInitialData(purchaseRouteState(data))).toEqual(data);
  });

  it('ignores a state of another shape, and keeps only text', () => {
    expect(readPurchaseInitialData(null)).toBeNull();
    expect(readPurchaseInitialData('x')).toBeNull();
    expect(readPurchaseInitialData({ initialData: 3 })).toBeNull();
    expect(readPurchaseInitialData({ initialData: { name: 3, phone: null } })).toBeNull();
    expect(readPurchaseInitialData({ initialData: { name: ' Ana ', email: { x: 1 } } })).toEqual({
      name: 'Ana',
      phone: '',
      email: '',
    });
    expect(readPurchaseInitialData({ initialData: { name: 'a'.repeat(500) } })?.name).toHaveLength(254);
  });
});
