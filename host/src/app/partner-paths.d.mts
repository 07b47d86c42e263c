import type { PartnerConfig } from '@qs/shared';

export const partnerHome: (partner: Pick<PartnerConfig, 'redirects'>) => string;
export const partnerRedirectFor: (
  pathname: string,
  partner: Pick<PartnerConfig, 'redirects' | 'allowedUrls'> | null,
) => string | null;
export const NOT_FOR_PARTNERS: ReadonlyArray<string>;
export const isKeptFromPartners: (pathname: string) => boolean;
