import { purchaseLinkOf, readPurchaseSession, withPurchaseSession } from './purchase-link';

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
    expect(purchaseLinkOf('https://quieroseguro.co', '/Compra-Online/ASE204-SALUDPLUS', SESSION)).toBe(`https://quieroseguro.co/Compra-Online/ASE204-SALUDPLUS?session=${SESSION}&sessionType=purchase`);
  });
});
