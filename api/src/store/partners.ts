import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import { statement } from './statements';

export interface PartnerConfig {
  subdomain: string;
  name: string;
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

export const findPartner = (db: Db, subdomain: string): PartnerConfig | undefined => {
  const body = statement(db, 'SELECT body FROM partners WHERE subdomain = ?').pluck().get(subdomain.toLowerCase()) as string | undefined;
  return body === undefined ? undefined : parseJson<PartnerConfig>(body);
};

export const findPartnerByTokenHash = (db: Db, hash: string): PartnerConfig | undefined => {
  const body = statement(db, 'SELECT body FROM partners WHERE iframe_token_hash = ?').pluck().get(hash) as string | undefined;
  return body === undefined ? undefined : parseJson<PartnerConfig>(body);
};

/**
 * The partner a request comes from, by the first label of the host the visitor used (the host's proxy
 * forwards it as X-Forwarded-Host). A forged header can only narrow what the caller sees.
 */
export const partnerOfHost = (db: Db, host: string | undefined): PartnerConfig | undefined => {
  const name = host?.split(',')[0]?.trim().split(':')[0]?.split('.')[0];
  return name && /^[a-z0-9-]{1,63}$/i.test(name) ? findPartner(db, name) : undefined;
};
