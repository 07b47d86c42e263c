import { safeLink, whatsappUrl } from './advisor-links';
import { internationalDigits } from './phone';

describe('advisor links', () => {
  it('adds 57 to national numbers for links', () => {
    expect(internationalDigits('310 555 1234')).toBe('573105551234');
    expect(whatsappUrl('+57 310 555 1234')).toBe('https://wa.me/573105551234');
  });

  it('renders only http(s) calendar links', () => {
    expect(safeLink('https://calendly.com/laura')).toBe('https://calendly.com/laura');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
  });
});
