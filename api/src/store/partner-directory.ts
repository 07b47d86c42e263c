import { DEFAULT_SITE_DOMAIN, subdomainOf } from '@qs/contract';
import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import type { StoredPartner } from './partners';

export interface PartnerRecord {
  tokenHash: string;
  config: StoredPartner;
}

/** Every partner of the table, in one query (the table holds the operator's partners: a handful of rows). */
export const loadPartners = async (db: Db): Promise<PartnerRecord[]> =>
  (await db.selectFrom('partners').select(['iframe_token_hash', 'body']).execute()).map((row) => ({
    tokenHash: row.iframe_token_hash as string,
    config: parseJson<StoredPartner>(row.body),
  }));

export interface PartnerDirectory {
  bySubdomain: (subdomain: string) => Promise<StoredPartner | undefined>;
  byTokenHash: (hash: string) => Promise<StoredPartner | undefined>;
  /** The partner of a host name ("aliado.localhost:3000", as the host's proxy forwards it) on the site's domain. */
  ofHost: (host: string | undefined) => Promise<StoredPartner | undefined>;
  /** How many partners the snapshot holds (tests: it never grows with the names asked for). */
  size: () => Promise<number>;
}

export interface PartnerDirectoryOptions {
  load: () => Promise<PartnerRecord[]>;
  /** How long a snapshot answers before the table is read again (a partner added by `npm run seed` shows within it). */
  ttlMs?: number;
  now?: () => number;
  /** The site's domain (QS_SITE_DOMAIN): a partner's host is `{partner}.{domain}`. */
  siteDomain?: string;
}

/** docs/security.md#bounded-lookups: 30 s keeps a changed partner visible quickly while a flood of lookups costs one query per window. */
export const PARTNER_TTL_MS = 30_000;

const LABEL = /^[a-z0-9-]{1,63}$/;

/**
 * docs/security.md#bounded-lookups: partner and token lookups answer from a snapshot of the partners table, re-read
 * at most once per `ttlMs`. Unknown names and tokens — including any number of invented ones — are a
 * miss in memory: they neither reach the database nor take a place in memory, so the cache is bounded
 * by the operator's table (size) and by the TTL (age), and negative answers cost nothing. A per-name
 * LRU would still read the database once for every new invented name; a snapshot never does.
 */
export const createPartnerDirectory = ({
  load,
  ttlMs = PARTNER_TTL_MS,
  now = Date.now,
  siteDomain = DEFAULT_SITE_DOMAIN,
}: PartnerDirectoryOptions): PartnerDirectory => {
  interface Snapshot {
    loadedAt: number;
    bySubdomain: Map<string, StoredPartner>;
    byToken: Map<string, StoredPartner>;
  }
  let snapshot: Snapshot = { loadedAt: Number.NEGATIVE_INFINITY, bySubdomain: new Map(), byToken: new Map() };
  // Lookups that arrive while the table is being read wait for that one read instead of starting another.
  let loading: Promise<Snapshot> | undefined;

  const current = async (): Promise<Snapshot> => {
    const time = now();
    if (time - snapshot.loadedAt < ttlMs) return snapshot;
    loading ??= load()
      .then((records) => {
        snapshot = {
          loadedAt: time,
          bySubdomain: new Map(records.map((record) => [record.config.subdomain.toLowerCase(), record.config])),
          byToken: new Map(records.map((record) => [record.tokenHash, record.config])),
        };
        return snapshot;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  const bySubdomainName = async (subdomain: string) => {
    const name = subdomain.toLowerCase();
    // A name that cannot be a partner's is answered without looking (nor refreshing).
    return LABEL.test(name) ? (await current()).bySubdomain.get(name) : undefined;
  };

  return {
    bySubdomain: bySubdomainName,
    byTokenHash: async (hash) => (await current()).byToken.get(hash),
    ofHost: async (host) => {
      // The first of a proxy chain's hosts; the site's one subdomain parser (@qs/contract) reads it.
      const name = subdomainOf(host?.split(',')[0], siteDomain);
      return name ? bySubdomainName(name) : undefined;
    },
    size: async () => (await current()).bySubdomain.size,
  };
};

/** The directory the API uses: the database's partners table, re-read every PARTNER_TTL_MS. */
export const partnerDirectoryOf = (db: Db, options: Omit<PartnerDirectoryOptions, 'load'> = {}): PartnerDirectory =>
  createPartnerDirectory({ ...options, load: () => loadPartners(db) });
