import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { SAMPLES, type Sample } from '../contract/samples';
import { prepareData, type PreparedData } from '../prepare';
import { FIXED_NOW, testConfig } from '../test-support/test-app';
import { TEST_POSTGRES_URL } from '../test-support/test-database';

// docs/adr/0014-postgresql.md, "Text order": the API on a database made with the server's defaults, as
// `createdb qs` makes it, whose collation is not C. The test cluster's default is ICU's en-US
// (scripts/postgres-cluster.mjs), so a plain CREATE DATABASE sorts 'a' before 'B' there. The API must migrate and
// seed it, and answer every sampled call (contract/samples.ts) as it does on SQLite, which compares text byte by byte.

const NAME = `qs_plain_${process.pid}_${Date.now().toString(36)}`;

const onServer = async <T>(work: (client: pg.Client) => Promise<T>, url = TEST_POSTGRES_URL ?? ''): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const databaseUrl = (): string => {
  const url = new URL(TEST_POSTGRES_URL ?? '');
  url.pathname = `/${NAME}`;
  return url.toString();
};

/** Fields that differ between two databases by design (random links, clocks), as the contract test blanks them. */
const blank = (body: unknown, paths: readonly string[]): unknown => {
  const copy = structuredClone(body) as Record<string, unknown>;
  for (const path of paths) {
    const parts = path.split('.');
    let node: unknown = copy;
    for (const part of parts.slice(0, -1)) node = (node as Record<string, unknown> | undefined)?.[part];
    if (node && typeof node === 'object') (node as Record<string, unknown>)[parts.at(-1) ?? ''] = '<unstable>';
  }
  return copy;
};

/** An app on prepared data, as server.ts builds it, with the tests' settings. */
const appOn = (prepared: PreparedData, dir: string, databaseUrl: string | null) =>
  buildApp({
    db: prepared.db,
    config: testConfig(dir, { databaseUrl }),
    now: () => FIXED_NOW,
    closeDb: true,
  });

describe('the API on a PostgreSQL database created with the server defaults (createdb qs)', () => {
  const dirs = [mkdtempSync(join(tmpdir(), 'qs-plain-sqlite-')), mkdtempSync(join(tmpdir(), 'qs-plain-pg-'))];
  let onSqlite: FastifyInstance;
  let onPostgres: FastifyInstance | undefined;
  let startError: unknown;

  beforeAll(async () => {
    await onServer((admin) => admin.query(`create database "${NAME}"`));
    const [sqliteDir = '', pgDir = ''] = dirs;
    onSqlite = await appOn(
      await prepareData({ dbFile: join(sqliteDir, 'qs.sqlite'), dataDir: sqliteDir, documents: false }),
      sqliteDir,
      null,
    );
    try {
      const prepared = await prepareData({ dbFile: '', databaseUrl: databaseUrl(), dataDir: pgDir, documents: false });
      onPostgres = await appOn(prepared, pgDir, databaseUrl());
    } catch (error) {
      startError = error;
    }
  }, 120_000);

  afterAll(async () => {
    await onSqlite?.close();
    await onPostgres?.close();
    await onServer((admin) => admin.query(`drop database if exists "${NAME}" with (force)`));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is a database whose own collation is not C', async () => {
    const { rows } = await onServer(
      (client) => client.query<{ lowerFirst: boolean }>(`select 'a' < 'B' as "lowerFirst"`),
      databaseUrl(),
    );
    expect(rows[0]?.lowerFirst).toBe(true);
  });

  it('starts on it: migrates and seeds', () => {
    expect(startError).toBeUndefined();
    expect(onPostgres).toBeDefined();
  });

  it('keeps every text column of the API in byte order (C), so no query depends on the database default', async () => {
    const columns = await onServer(
      (client) =>
        client.query<{ column: string; collation: string }>(`
          select c.relname || '.' || a.attname as "column", coalesce(k.collname, '(none)') as collation
          from pg_attribute a
          join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
          left join pg_collation k on k.oid = a.attcollation
          where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
            and a.attcollation <> 0 and c.relname not like 'kysely\\_%'
          order by 1`),
      databaseUrl(),
    );
    expect(columns.rows.length).toBeGreaterThan(50);
    expect(columns.rows.filter((row) => row.collation !== 'C')).toEqual([]);
  });

  it.each(
    Object.entries(SAMPLES).flatMap(([route, samples]) =>
      samples.map((sample, index) => [`${route} #${index + 1}`, sample] as const),
    ),
  )('answers %s as on SQLite', async (_name, sample: Sample) => {
    if (!onPostgres) throw new Error('the API did not start on the plain database');
    const send = async (app: FastifyInstance) =>
      app.inject(typeof sample.request === 'function' ? await sample.request(app) : sample.request);
    const expected = await send(onSqlite);
    const answer = await send(onPostgres);
    expect(answer.statusCode).toBe(expected.statusCode);
    if (!String(expected.headers['content-type']).includes('json')) {
      expect(answer.rawPayload.equals(expected.rawPayload)).toBe(true);
      return;
    }
    const unstable = sample.unstable ?? [];
    expect(blank(answer.json(), unstable)).toEqual(blank(expected.json(), unstable));
  });
});
