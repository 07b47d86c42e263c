import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type ReferenceExpression, type SqlBool } from 'kysely';

/**
 * The few places where SQLite and PostgreSQL need different SQL, in one file. Everything else is written with
 * Kysely's builder, which both dialects compile. Each helper keeps today's SQLite schema byte for byte in
 * meaning (a database made by the old raw-SQL migrations and one made by these are the same) and says what
 * PostgreSQL gets instead.
 */

// Kysely<any>: migrations and helpers see the database as it is at that point of history, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Whether this database is SQLite (the default); otherwise it is PostgreSQL, the one other dialect planned. */
export const isSqlite = (db: AnyDb): boolean => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * A row id the database numbers. SQLite: `INTEGER PRIMARY KEY AUTOINCREMENT` (ids never reused, even after the
 * newest rows are deleted — the retention purges rely on that). PostgreSQL: an identity column, which never
 * reuses a value either.
 */
export const generatedId = (db: AnyDb) => (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
  isSqlite(db) ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity();

/**
 * Text compared without regard to ASCII case (e-mail addresses). SQLite: `COLLATE NOCASE` on the column, so
 * its unique index and every `=` ignore case. PostgreSQL has no such collation built in; the step that adds it
 * gives these columns `citext` or a `lower()` unique index.
 */
export const caseInsensitive = (db: AnyDb) => (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
  isSqlite(db) ? column.modifyEnd(sql`collate NOCASE`) : column;

/**
 * SQLite's `WITHOUT ROWID` for tables that are only their composite primary key (smaller, one b-tree). Only a
 * storage choice: PostgreSQL tables have no rowid, so nothing is added there.
 */
export const withoutRowid = (db: AnyDb) => <T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C> =>
  isSqlite(db) ? table.modifyEnd(sql`without rowid`) : table;

/**
 * A text column folded for comparing or ordering without regard to ASCII case, as `COLLATE NOCASE` did:
 * `lower(column)`. SQLite's lower() folds ASCII only, exactly as NOCASE; PostgreSQL's also folds accented
 * letters, which only widens a match (codes, slugs and URLs here are ASCII). Ordering on PostgreSQL follows
 * the database's collation: it must be created with `C` to keep SQLite's byte order.
 */
export const caseFolded = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, column: ReferenceExpression<DB, TB>): Expression<string> =>
  eb.fn<string>('lower', [column]);

/** `column = value` ignoring ASCII case (see `caseFolded`). */
export const equalsIgnoringCase = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, column: ReferenceExpression<DB, TB>, value: string): Expression<SqlBool> =>
  eb(caseFolded(eb, column), '=', eb.fn<string>('lower', [eb.val(value)]));

/**
 * A field of a JSON text column (`summary`, `body`). SQLite: `json_extract(column, '$.key')`, which answers
 * numbers as numbers and strings as strings. PostgreSQL: `(column::jsonb ->> 'key')`, text; a caller comparing
 * with numbers there casts it (`jsonNumber`).
 */
export const jsonText = (db: AnyDb, column: string, key: string): RawBuilder<string | null> =>
  isSqlite(db) ? sql<string | null>`json_extract(${sql.ref(column)}, ${`$.${key}`})` : sql<string | null>`(${sql.ref(column)}::jsonb ->> ${key})`;

export const jsonNumber = (db: AnyDb, column: string, key: string): RawBuilder<number | null> =>
  isSqlite(db) ? sql<number | null>`json_extract(${sql.ref(column)}, ${`$.${key}`})` : sql<number | null>`(${sql.ref(column)}::jsonb ->> ${key})::bigint`;

/**
 * A number that changes whenever another connection commits to the database, or undefined when the dialect
 * has none. SQLite: `PRAGMA data_version` (a reseed by `npm run seed` in another process changes it; this
 * connection's own writes do not). PostgreSQL has no such counter: the catalogue cache then reads through.
 */
export const dataVersion = async (db: AnyDb): Promise<number | undefined> => {
  if (!isSqlite(db)) return undefined;
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return rows[0]?.data_version;
};

/**
 * Runs `work` in a write transaction. SQLite: `BEGIN IMMEDIATE`, taking the write lock before the first read,
 * so a transaction that reads then writes (the advisor round robin) waits for another process's writer
 * (busy_timeout) instead of failing when its snapshot went stale. PostgreSQL: Kysely's transaction; row locks
 * there do the same job.
 */
export const writeTransaction = async <DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> => {
  if (!isSqlite(db)) return db.transaction().execute(work);
  // Kysely's SQLite driver hands out its one connection for the whole callback: nothing else runs in between.
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
};
