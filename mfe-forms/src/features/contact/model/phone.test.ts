import { safeLink, whatsappUrl } from './advisor-links';
import { internationalDigits, phoneProblem } from './phone';

describe('Colombian phone rule', () => {
  it('needs 10 national digits, with or without +57', () => {
    expect(phoneProblem('')).toBe('required');
    expect(phoneProblem('300 123 456')).toBe('short');
    expect(phoneProblem('+57 300 123 456')).toBe('short');
    expect(phoneProblem('300 123 4567')).toBeNull();
    expect(phoneProblem('(601) 234-5678')).toBeNull();
    expect(phoneProblem('+57 300 123 4567')).toBeNull();
    expect(phoneProblem('573001234567')).toBeNull();
  });

  it('rejects letters and numbers longer than the seed pattern allows', () => {
    expect(phoneProblem('300 ABC 4567')).toBe('invalid');
    expect(phoneProblem('+123 123456789012345')).toBe('invalid');
  });

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
