/** A partner's configuration (docs/product/api.md#partners); read through `partner-directory.ts`. */
export interface PartnerConfig {
  subdomain: string;
  name: string;
  /** The partner's logo (an image URL), shown in the header instead of QuieroSeguro's; not in the product's partner data. */
  logo?: string;
  allowedUrls: string[];
  allowedOrganizations: number[];
  allowedRemotes: string[];
  footerEnabledRoutes: string[];
  subdomainBanner: { color: string; endGradient: string };
  subdomainLayout: { chatEnabled: boolean };
  redirects: { allowedPaths: string[]; defaultPath: string };
  disableShowcase: boolean;
  SEOMetadata: Record<string, unknown>;
  referer: string;
  iframeOrigin: string;
}
