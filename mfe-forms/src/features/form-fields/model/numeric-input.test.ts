import { limitDigits } from './numeric-input';

describe('numeric input (docs/product/forms.md#profile-form-rules: at most 3 digits)', () => {
  it('drops anything that is not a digit', () => {
    expect(limitDigits('', '4a')).toBe('4');
    expect(limitDigits('4', '4-5.e')).toBe('45');
  });

  it('ignores a keystroke past 3 digits', () => {
    expect(limitDigits('123', '1234')).toBe('123');
    expect(limitDigits('123', '1293')).toBe('123');
  });

  it('keeps the first 3 digits of a paste into an empty field', () => {
    expect(limitDigits('', '98765')).toBe('987');
  });
});
