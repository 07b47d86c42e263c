/** A partner's configuration (seed 000 "Subdomain authorisation data"); read through `partner-directory.ts`. */
export interface PartnerConfig {
  subdomain: string;
  name: string;
  /** The partner's logo (an image URL), shown in the header instead of QuieroSeguro's; not in seed 000 §3. */
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
