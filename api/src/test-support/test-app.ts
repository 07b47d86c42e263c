import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { readConfig, type ApiConfig } from '../config';
import { parseTrustedProxies } from '../http/trusted-proxies';
import type { Db } from '../db/open';
import type { PartnerDirectory } from '../store/partner-directory';
import { prepareData } from '../prepare';
import { dropTestDatabase, sqlConsole, testDatabase, type SqlConsole, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  /** The app's database (Kysely). */
  db: Db;
  /** A second, plain connection to the same database: tests check stored rows with SQL, as an operator would. */
  sql: SqlConsole;
  /** The SQLite file or PostgreSQL database (QS_TEST_DATABASE_URL) the app runs on; a restart on `dir` reuses it. */
  database: TestDatabase;
  dir: string;
  config: ApiConfig;
  close: () => Promise<void>;
}

/** A weekday afternoon in Bogotá: chat open, no plan launched in the future. */
export const FIXED_NOW = new Date('2026-03-04T19:00:00.000Z');

export const testConfig = (dir: string, overrides: Partial<ApiConfig> = {}): ApiConfig => ({
  ...readConfig({}),
  dataDir: dir,
  dbFile: join(dir, 'qs.sqlite'),
  compareLimit: 100_000,
  rateLimitMax: 100_000,
  leadLimit: 100_000,
  adminToken: 'test-admin-token',
  // Where `npm start` puts the API: behind the host's /api proxy on this machine, which it trusts (scripts/start.mjs
  // sets QS_TRUSTED_PROXIES=loopback; the API's own default is none). inject() calls come from 127.0.0.1.
  trustedProxies: parseTrustedProxies('loopback'),
  ...overrides,
});

/**
 * A seeded API on its own temporary database (PDFs are drawn on demand unless asked for). `close()` drops the
 * database and the folder; closing only `app` keeps them for another app on the same `dir` (a restart).
 */
export const createTestApp = async (
  overrides: Partial<ApiConfig> = {},
  {
    documents = false,
    now = () => FIXED_NOW,
    dir = mkdtempSync(join(tmpdir(), 'qs-api-')),
    partners,
    serializeWithoutSchemas,
  }: {
    documents?: boolean;
    now?: () => Date;
    dir?: string;
    partners?: (db: Db) => PartnerDirectory;
    serializeWithoutSchemas?: boolean;
  } = {},
): Promise<TestApp> => {
  const database = await testDatabase(dir);
  const config = testConfig(dir, { dbFile: database.file, databaseUrl: database.url, ...overrides });
  const prepared = await prepareData({
    dbFile: config.dbFile,
    databaseUrl: config.databaseUrl,
    dataDir: dir,
    documents,
    cataloguePlans: config.cataloguePlans,
  });
  const app = await buildApp({
    db: prepared.db,
    config,
    now,
    closeDb: true,
    partners: partners?.(prepared.db),
    serializeWithoutSchemas,
  });
  const sql = sqlConsole(database);
  return {
    app,
    db: prepared.db,
    sql,
    database,
    dir,
    config,
    close: async () => {
      await sql.close();
      await app.close();
      await dropTestDatabase(database);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

// Tests read answers field by field; typing every answer shape here would only restate the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** inject() with the JSON body parsed. */
export const call = async <T = Json>(app: FastifyInstance, options: InjectOptions) => {
  const response = await app.inject(options);
  const type = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    headers: response.headers,
    body: (type.includes('json') ? response.json() : response.body) as T,
    raw: response,
  };
};
