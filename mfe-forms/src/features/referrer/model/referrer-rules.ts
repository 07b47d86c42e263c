import type { PartnerConfig } from '@qs/shared';

/**
 * Pseudo-login mode (docs/product/forms.md#referrer-modal; designed): a partner site whose configuration carries a
 * `referer` sells through that partner's referrers, who identify themselves by e-mail instead of a password
 * login. There the referrer modal cannot be dismissed until a referrer is stored.
 */
export const isPseudoLogin = (partner: PartnerConfig | null): boolean => Boolean(partner?.referer?.trim());
