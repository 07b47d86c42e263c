import { formatThousands, parseThousands } from './thousands';

describe('thousands separator', () => {
  it('groups digits with dots and drops anything else', () => {
    expect(formatThousands('1234567')).toBe('1.234.567');
    expect(formatThousands('12a.50')).toBe('1.250');
    expect(formatThousands('007')).toBe('7');
  });

  it('keeps at most the allowed digits', () => {
    expect(formatThousands('12345678', 6)).toBe('123.456');
  });

  it('parses the dotted text back to a number', () => {
    expect(parseThousands('1.250')).toBe(1250);
    expect(parseThousands('')).toBeNull();
    expect(parseThousands('abc')).toBeNull();
  });
});
