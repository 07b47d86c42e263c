import type { PartnerConfig } from '@qs/shared';

export interface PartnerBannerProps {
  partner: PartnerConfig;
}

/** The partner's banner in its colour, fading to its end gradient. */
export const PartnerBanner = ({ partner }: PartnerBannerProps) => {
  const { color = '#0057b8', endGradient = color } = partner.subdomainBanner ?? {};
  return (
    <div
      className="qs-partner-banner"
      data-testid="partner-banner"
      style={{ background: `linear-gradient(90deg, ${color}, ${endGradient})` }}
    >
      {partner.SEOMetadata?.title ?? partner.name}
    </div>
  );
};
