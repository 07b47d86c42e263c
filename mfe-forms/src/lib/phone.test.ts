import { phoneProblem } from './phone';

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

  it('rejects letters and numbers longer than the product pattern allows', () => {
    expect(phoneProblem('300 ABC 4567')).toBe('invalid');
    expect(phoneProblem('+123 123456789012345')).toBe('invalid');
  });
});
