import {
  cardBrand,
  cardNumberProblem,
  expiryProblem,
  lastFourOf,
  luhnValid,
  securityCodeProblem,
} from './card-rules.mjs';

// The card providers' public test numbers (they pass Luhn) and the same numbers with one digit changed.
const VISA = '4509 9535 6623 3704';
const MASTERCARD = '5555 5555 5555 4444';
const MASTERCARD_2_SERIES = '2223000048400011';

describe('card rules (docs/product/forms.md#online-purchase)', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4509953566233704')).toBe(true);
    expect(luhnValid('4509953566233705')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('7992739871x')).toBe(false);
  });

  it('knows Visa and Mastercard (both of its ranges) and nothing else', () => {
    expect(cardBrand('4509953566233704')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand(MASTERCARD_2_SERIES)).toBe('mastercard');
    expect(cardBrand('371449635398431')).toBeNull(); // American Express
    expect(cardBrand('2721000000000000')).toBeNull();
  });

  it('finds the first broken rule of a card number as typed', () => {
    expect(cardNumberProblem(VISA)).toBeNull();
    expect(cardNumberProblem(MASTERCARD.replace(/ /g, '-'))).toBeNull();
    expect(cardNumberProblem(MASTERCARD_2_SERIES)).toBeNull();
    expect(cardNumberProblem('   ')).toBe('required');
    expect(cardNumberProblem('4509 9535 6623 370')).toBe('length');
    expect(cardNumberProblem('4509 9535 6623 3705')).toBe('invalid');
    expect(cardNumberProblem('4509 9535 ABCD 3704')).toBe('invalid');
    expect(cardNumberProblem('3714 496353 98431')).toBe('brand');
  });

  it('takes an expiry date as MM/AA or MM/AAAA, valid through the last day of its month', () => {
    const now = new Date(2026, 10, 30, 23, 0); // 30 Nov 2026
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('1/2030', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe('expired');
    expect(expiryProblem('12/25', now)).toBe('expired');
    expect(expiryProblem('13/27', now)).toBe('month');
    expect(expiryProblem('00/27', now)).toBe('month');
    expect(expiryProblem('1127', now)).toBe('month');
    expect(expiryProblem('11/60', now)).toBe('year');
    expect(expiryProblem('11/2010', now)).toBe('year');
    expect(expiryProblem('', now)).toBe('required');
  });

  it('wants 3 digits of security code', () => {
    expect(securityCodeProblem('123')).toBeNull();
    expect(securityCodeProblem('')).toBe('required');
    expect(securityCodeProblem('12')).toBe('length');
    expect(securityCodeProblem('1234')).toBe('length');
    expect(securityCodeProblem('12a')).toBe('length');
  });

  it('keeps only the last four digits', () => {
    expect(lastFourOf(VISA)).toBe('3704');
  });
});
