import type { PartnerConfig } from '@qs/shared';
import { PartnerHtml, usePartnerMarkup } from './partner-content/PartnerHtml';

export interface PartnerBannerProps {
  partner: PartnerConfig;
}

/**
 * The partner's banner in its colour, fading to its end gradient: the partner's own header markup when its content
 * says to use it (docs/product/shell.md#partner-header-and-footer), else its title. It sits inside the site's one
 * header (the page's banner landmark), above the partner's logo and the menu.
 */
export const PartnerBanner = ({ partner }: PartnerBannerProps) => {
  const { color = '#0057b8', endGradient = color } = partner.subdomainBanner ?? {};
  const html = usePartnerMarkup('header');
  return (
    <div
      className={`qs-partner-banner${html ? ' qs-partner-banner--own' : ''}`}
      data-testid="partner-banner"
      style={{ background: `linear-gradient(90deg, ${color}, ${endGradient})` }}
    >
      {html ? <PartnerHtml html={html} part="header" /> : (partner.SEOMetadata?.title ?? partner.name)}
    </div>
  );
};
