import { caretAfterFormat, formatCardNumber, formatExpiry } from './card-format';

describe('the card as it is typed', () => {
  it('groups the number in fours, digits only, at most 19', () => {
    expect(formatCardNumber('4509953566233704')).toBe('4509 9535 6623 3704');
    expect(formatCardNumber('4509-9535 66')).toBe('4509 9535 66');
    expect(formatCardNumber('4509 ')).toBe('4509');
    expect(formatCardNumber('45099535662337041234567')).toBe('4509 9535 6623 3704 123');
  });

  it('writes the expiry as MM/AA', () => {
    expect(['1', '11', '113', '1130', '11305', '11/30', '3', '3/', '1/2', ''].map(formatExpiry)).toEqual([
      '1',
      '11',
      '11/3',
      '11/30',
      '11/30',
      '11/30',
      '03',
      '03',
      '01/2',
      '',
    ]);
  });

  it('keeps the caret after the same digits', () => {
    // '4509 9535 6623' with a 1 typed after '4509 9': the caret is after 6 digits, and stays after them.
    expect(caretAfterFormat('4509 91535 6623', 7, formatCardNumber('4509 91535 6623'))).toBe(7);
    expect(caretAfterFormat('4509 95356', 10, formatCardNumber('4509 95356'))).toBe(11);
    expect(caretAfterFormat('4509', 4, '4509')).toBe(4);
    expect(caretAfterFormat('1130', 4, '11/30')).toBe(5);
    expect(caretAfterFormat('', 0, '')).toBe(0);
    // A month's zero is added before the caret: it stays after the visitor's digit.
    expect(caretAfterFormat('1/', 2, '01')).toBe(2);
    expect(caretAfterFormat('3', 1, '03')).toBe(2);
  });
});
