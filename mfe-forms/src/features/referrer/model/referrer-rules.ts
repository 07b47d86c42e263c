import type { PartnerConfig } from '@qs/shared';

/** The referrer input accepts at most 50 characters (docs/product/forms.md#referrer-modal). */
export const REFERRER_EMAIL_MAX = 50;

// Looser than the lead forms' pattern: referrers are partners' staff, whose domains may have long TLDs.
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s.]{2,}$/;

export type ReferrerEmailProblem = 'required' | 'invalid';

export const referrerEmailProblem = (text: string): ReferrerEmailProblem | null => {
  const email = text.trim();
  if (!email) return 'required';
  return EMAIL.test(email) ? null : 'invalid';
};

/**
 * Pseudo-login mode (docs/product/forms.md#referrer-modal; designed): a partner site whose configuration carries a
 * `referer` sells through that partner's referrers, who identify themselves by e-mail instead of a password
 * login. There the referrer modal cannot be dismissed until a referrer is stored.
 */
export const isPseudoLogin = (partner: PartnerConfig | null): boolean => Boolean(partner?.referer?.trim());
