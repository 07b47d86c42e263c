import { randomBytes } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import { readSiteSettings, type SiteSettings } from '@qs/contract';
import { LEFT_GRACE_MS } from './chat/visitor-presence';
import { DEFAULT_MAX_CLEARS } from './http/bot-guard';
import { DEFAULT_WORK_BITS, MAX_WORK_BITS } from './http/proof-of-work';
import { DEFAULT_TRUSTED_PROXIES, parseProxySecret, parseTrustedProxies } from './http/trusted-proxies';

export interface ApiConfig {
  host: string;
  port: number;
  dataDir: string;
  dbFile: string;
  /** DATABASE_URL (`postgres://…`): the API's database is that PostgreSQL database; null: the SQLite file `dbFile`. */
  databaseUrl: string | null;
  /** Unset: the admin endpoints do not exist (no default token). */
  adminToken: string | null;
  /**
   * QS_METRICS_TOKEN: GET /metrics answers only `Authorization: Bearer <token>`. Unset (null): only a direct loopback
   * connection that no proxy relayed (http/metrics-access.ts).
   */
  metricsToken: string | null;
  /** Compare calls a client may make per minute before it must prove it is human. */
  compareLimit: number;
  /** General per-client limit of @fastify/rate-limit, per minute. */
  rateLimitMax: number;
  /** Leads a client may send per minute. */
  leadLimit: number;
  /**
   * The site's domain and public origin (QS_SITE_DOMAIN, QS_SITE_ORIGIN, QS_HOST_PORT, QS_SITE_ORIGINS), read
   * by the one reader every server shares (@qs/contract's rules/site-domain.mjs): CORS, partner hosts, shared links.
   */
  site: SiteSettings;
  /**
   * QS_TRUSTED_PROXIES: addresses/CIDR ranges (comma separated) whose X-Forwarded-For/-Host/-Proto are
   * believed; default none (`npm start` sets loopback: the host's /api proxy on this machine). An invalid entry
   * stops the start.
   */
  trustedProxies: string[];
  /**
   * QS_PROXY_SECRET (docs/security.md#proxy-trust): with it, a trusted proxy's forwarding headers are believed only
   * when it also sends the secret (`X-QS-Proxy-Secret`). `npm start` makes one per start for its host, so no other
   * process on the machine, which connects from the same loopback, can speak for a visitor. Unset: none needed.
   */
  proxySecret: string | null;
  /** 'hours' follows the support hours; 'always'/'never' pin the chat availability (tests, demos). */
  chatMode: 'hours' | 'always' | 'never';
  /**
   * QS_CHAT_LEFT_GRACE_MS: how long after the visitor's page went away (`pagehide`) a conversation no page of theirs
   * picked up again is closed with the notice to the agent (docs/adr/0018-live-chat.md, "Closing"). Default 40 s.
   */
  chatLeftGraceMs: number;
  /**
   * QS_PAYMENT_WEBHOOK_SECRET: the secret the payment provider signs its notifications with
   * (docs/adr/0019-online-purchase.md). Unset: a random one per process, enough for the built-in sandbox, which
   * notifies the instance that charged; a real provider and several instances need the shared one.
   */
  paymentWebhookSecret: string;
  /** QS_PAYMENT_SETTLE_MS: how long the sandbox leaves a pending payment (CONT, REVI) before its notification. Default 3 s. */
  paymentSettleMs: number;
  logLevel: string;
  /**
   * HMAC key of the 'Soy humano!' challenges (docs/security.md#human-challenge). Unset: a random key per process — challenges live
   * 2 minutes, so a restart only costs a suspected client one more compare call. Several API processes
   * behind one site must share it.
   */
  humanChallengeSecret: string;
  /**
   * QS_HUMAN_POW_BITS (docs/security.md#human-challenge): leading zero bits of the proof of work a first 'Soy humano!' costs, 1 to
   * 24; each further pass in the hour adds one (twice the work).
   */
  humanPowBits: number;
  /** QS_HUMAN_CLEARS_PER_HOUR (docs/security.md#human-challenge): passes per client per hour; then it stays suspected until the hour is over. */
  humanClearsPerHour: number;
  /**
   * QS_CATALOGUE_PLANS (docs/adr/0015-catalogue-at-scale.md): seed a generated catalogue of that many plans, with
   * insurers and clinics in proportion, built by the fixtures' rules. Unset (null), or not above the fixtures'
   * count: the fixtures' catalogue exactly.
   */
  cataloguePlans: number | null;
  /**
   * QS_SMTP_URL (`smtp://127.0.0.1:1025`, `smtps://user:pass@host:465`): the SMTP server the API sends its e-mails
   * through (api/src/mail). Unset (null): mail is off, said at start-up, and the calls that must send one answer 503.
   */
  smtpUrl: string | null;
  /** QS_MAIL_FROM: the sender of the API's e-mails. */
  mailFrom: string;
}

const API_ROOT = resolve(__dirname, '..');

/** The sender when QS_MAIL_FROM is unset. */
export const DEFAULT_MAIL_FROM = 'QuieroSeguro <no-responder@quieroseguro.co>';

const positive = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

const chatMode = (value: string | undefined): ApiConfig['chatMode'] =>
  value === 'always' || value === 'never' ? value : 'hours';

/** The database for logs: the SQLite file, or the PostgreSQL URL without its password. */
export const describeDatabase = ({ dbFile, databaseUrl }: Pick<ApiConfig, 'dbFile' | 'databaseUrl'>): string => {
  if (!databaseUrl) return dbFile;
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://(unreadable DATABASE_URL)';
  }
};

/** Reads the environment once at start; every setting has a safe default except the admin token. */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): ApiConfig => {
  const dataDir = env.QS_DATA_DIR ? resolve(env.QS_DATA_DIR) : join(API_ROOT, '.data');
  const dbFile = env.QS_DB_FILE
    ? isAbsolute(env.QS_DB_FILE)
      ? env.QS_DB_FILE
      : resolve(env.QS_DB_FILE)
    : join(dataDir, 'qs.sqlite');
  return {
    host: env.QS_API_HOST ?? '127.0.0.1',
    port: positive(env.QS_API_PORT, 4000),
    dataDir,
    dbFile,
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL.length > 0 ? env.DATABASE_URL : null,
    adminToken: env.QS_ADMIN_TOKEN && env.QS_ADMIN_TOKEN.length > 0 ? env.QS_ADMIN_TOKEN : null,
    metricsToken: env.QS_METRICS_TOKEN && env.QS_METRICS_TOKEN.length > 0 ? env.QS_METRICS_TOKEN : null,
    compareLimit: positive(env.QS_COMPARE_LIMIT, 120),
    rateLimitMax: positive(env.QS_RATE_LIMIT_MAX, 1000),
    leadLimit: positive(env.QS_LEAD_LIMIT, 30),
    site: readSiteSettings(env),
    trustedProxies: parseTrustedProxies(env.QS_TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES),
    proxySecret: parseProxySecret(env.QS_PROXY_SECRET),
    chatMode: chatMode(env.QS_CHAT_MODE),
    chatLeftGraceMs: positive(env.QS_CHAT_LEFT_GRACE_MS, LEFT_GRACE_MS),
    paymentWebhookSecret:
      env.QS_PAYMENT_WEBHOOK_SECRET && env.QS_PAYMENT_WEBHOOK_SECRET.length >= 32
        ? env.QS_PAYMENT_WEBHOOK_SECRET
        : randomBytes(32).toString('base64url'),
    paymentSettleMs: positive(env.QS_PAYMENT_SETTLE_MS, 3_000),
    logLevel: env.QS_LOG_LEVEL ?? 'info',
    humanChallengeSecret:
      env.QS_BOT_SECRET && env.QS_BOT_SECRET.length >= 32 ? env.QS_BOT_SECRET : randomBytes(32).toString('base64url'),
    humanPowBits: Math.min(MAX_WORK_BITS, positive(env.QS_HUMAN_POW_BITS, DEFAULT_WORK_BITS)),
    humanClearsPerHour: positive(env.QS_HUMAN_CLEARS_PER_HOUR, DEFAULT_MAX_CLEARS),
    cataloguePlans: env.QS_CATALOGUE_PLANS ? positive(env.QS_CATALOGUE_PLANS, 0) || null : null,
    smtpUrl: env.QS_SMTP_URL && env.QS_SMTP_URL.length > 0 ? env.QS_SMTP_URL : null,
    mailFrom: env.QS_MAIL_FROM && env.QS_MAIL_FROM.length > 0 ? env.QS_MAIL_FROM : DEFAULT_MAIL_FROM,
  };
};
