import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { ensureSeeded } from '../catalogue/seed';
import { migrate } from '../db/migrate';
import { createDb, openDatabase, PG_TYPES, type Db } from '../db/open';

/**
 * Where the API's tests keep their data. Without QS_TEST_DATABASE_URL, each test app has its own SQLite file
 * in its temporary folder. With it (`npm run test:api:pg`, docs/adr/0014-postgresql.md), each test app gets its
 * own PostgreSQL database on that server, named after the folder, so two apps started on the same folder (a
 * restart) share it as they would share the file. Databases are made from a template seeded once per test
 * process, created with the server's defaults as `createdb` makes one (on the test cluster a collation that is not
 * C: scripts/postgres-cluster.mjs), and dropped when the app closes.
 */
export const TEST_POSTGRES_URL = process.env.QS_TEST_DATABASE_URL || null;

/** The database a test app runs on: its SQLite file, or the URL of its PostgreSQL database. */
export interface TestDatabase {
  file: string;
  url: string | null;
}

type Row = Record<string, unknown>;

/** SQL as an operator would type it (`?` placeholders), on a connection of its own beside the app's. */
export interface SqlConsole {
  rows<T = Row>(text: string, ...params: unknown[]): Promise<T[]>;
  /** The first row, or undefined. */
  row<T = Row>(text: string, ...params: unknown[]): Promise<T | undefined>;
  /** The first column of every row. */
  values<T = unknown>(text: string, ...params: unknown[]): Promise<T[]>;
  /** The first column of the first row (a count, one field). */
  value<T = unknown>(text: string, ...params: unknown[]): Promise<T>;
  run(text: string, ...params: unknown[]): Promise<void>;
  close(): Promise<void>;
}

const withUrlDatabase = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

const onAdmin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL ?? undefined });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

let template: Promise<string> | undefined;

/** A database migrated and seeded once per test process; every test database is a copy of it. */
const seededTemplate = (base: string): Promise<string> => {
  template ??= (async () => {
    const name = `qs_tpl_${process.pid}_${Date.now().toString(36)}`;
    await onAdmin((admin) => admin.query(`create database ${quoted(name)}`));
    const db = createDb({ file: '', url: withUrlDatabase(base, name) });
    try {
      await migrate(db);
      await ensureSeeded(db);
    } finally {
      await db.destroy();
    }
    return name;
  })();
  return template;
};

/** The database of the test app on `dir` (created from the template the first time on PostgreSQL). */
export const testDatabase = async (dir: string): Promise<TestDatabase> => {
  const file = join(dir, 'qs.sqlite');
  if (!TEST_POSTGRES_URL) return { file, url: null };
  const name = `qs_test_${createHash('sha256').update(dir).digest('hex').slice(0, 24)}`;
  const source = await seededTemplate(TEST_POSTGRES_URL);
  await onAdmin(async (admin) => {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${quoted(name)} template ${quoted(source)}`);
  });
  return { file, url: withUrlDatabase(TEST_POSTGRES_URL, name) };
};

/** Drops a test app's PostgreSQL database (its SQLite file goes with its folder). */
export const dropTestDatabase = async ({ url }: TestDatabase): Promise<void> => {
  if (!url) return;
  const name = new URL(url).pathname.slice(1);
  await onAdmin((admin) => admin.query(`drop database if exists ${quoted(name)} with (force)`));
};

const numbered = (text: string) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${(index += 1)}`);
};

/** The reads of a console, from its one way to run a query. */
const readers = (query: (text: string, params: unknown[]) => Promise<Row[]>): Omit<SqlConsole, 'run' | 'close'> => {
  const firstColumn = (row: Row) => Object.values(row)[0];
  return {
    rows: async <T>(text: string, ...params: unknown[]) => (await query(text, params)) as T[],
    row: async <T>(text: string, ...params: unknown[]) => (await query(text, params))[0] as T | undefined,
    values: async <T>(text: string, ...params: unknown[]) => (await query(text, params)).map(firstColumn) as T[],
    value: async <T>(text: string, ...params: unknown[]) => {
      const [first] = await query(text, params);
      return (first ? firstColumn(first) : undefined) as T;
    },
  };
};

/** An operator's SQL console on a test database (see SqlConsole). */
export const sqlConsole = ({ file, url }: TestDatabase): SqlConsole => {
  if (url) {
    // One connection, as an operator's psql: a BEGIN … COMMIT typed here is one transaction.
    let client: Promise<pg.Client> | undefined;
    const open = () =>
      (client ??= (async () => {
        const connection = new pg.Client({ connectionString: url, types: PG_TYPES });
        await connection.connect();
        return connection;
      })());
    const query = async (text: string, params: unknown[]) =>
      (await (await open()).query(numbered(text), params)).rows as Row[];
    return {
      ...readers(query),
      run: async (text, ...params) => {
        await query(text, params);
      },
      close: async () => {
        const opened = client;
        client = undefined;
        if (opened) await (await opened).end();
      },
    };
  }
  let connection: SqliteDatabase.Database | undefined;
  const open = () => (connection ??= openDatabase(file));
  return {
    ...readers(
      async (text, params) =>
        open()
          .prepare(text)
          .all(...params) as Row[],
    ),
    run: async (text, ...params) => {
      open()
        .prepare(text)
        .run(...params);
    },
    close: async () => {
      connection?.close();
      connection = undefined;
    },
  };
};

/** A migrated database of its own for a store's tests (seeded too on PostgreSQL, where it is a template copy); `close()` drops it. */
export const openTestDb = async (): Promise<{ db: Db; close: () => Promise<void> }> => {
  const dir = mkdtempSync(join(tmpdir(), 'qs-store-'));
  const database = await testDatabase(dir);
  const db = createDb({ file: database.file, url: database.url });
  await migrate(db);
  return {
    db,
    close: async () => {
      await db.destroy();
      await dropTestDatabase(database);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
