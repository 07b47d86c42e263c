/** Subdomain authorisation data (docs/product/shell.md) plus the remotes a partner may load. */
export interface PartnerConfig {
  name: string;
  /** The partner's logo (image URL): the header shows it instead of QuieroSeguro's (not in the product's partner data; the API adds it). */
  logo?: string;
  allowedUrls: string[];
  allowedOrganizations: number[];
  allowedRemotes: string[];
  footerEnabledRoutes: string[];
  subdomainBanner?: { color: string; endGradient: string };
  subdomainLayout?: { chatEnabled: boolean };
  redirects?: { allowedPaths: string[]; defaultPath: string };
  disableShowcase?: boolean;
  SEOMetadata?: { title?: string; description?: string; [key: string]: unknown };
  referer?: string;
}
