import { referrerEmailProblem, type PartnerConfig } from '@qs/shared';
import { isPseudoLogin } from './referrer-rules';

describe('referrer rules', () => {
  it('needs an e-mail, and a well-formed one (long partner domains included)', () => {
    expect(referrerEmailProblem('  ')).toBe('required');
    expect(referrerEmailProblem('camila@')).toBe('invalid');
    expect(referrerEmailProblem('camila ortiz@example.com')).toBe('invalid');
    expect(referrerEmailProblem('referidos@cooperativa-solidaria.example')).toBeNull();
  });

  it('is in pseudo-login mode only on a partner site whose configuration carries a referer', () => {
    expect(isPseudoLogin(null)).toBe(false);
    expect(isPseudoLogin({ name: 'x' } as PartnerConfig)).toBe(false);
    expect(isPseudoLogin({ name: 'x', referer: ' ' } as PartnerConfig)).toBe(false);
    expect(isPseudoLogin({ name: 'x', referer: 'aliado' } as PartnerConfig)).toBe(true);
  });
});
