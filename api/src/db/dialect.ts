import {
  SqliteAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type ReferenceExpression,
  type SqlBool,
} from 'kysely';

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
export const generatedId =
  (db: AnyDb) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    isSqlite(db) ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity();

/**
 * Text compared without regard to ASCII case (e-mail addresses). SQLite: `COLLATE NOCASE` on the column, so
 * its unique index ignores case. PostgreSQL has no such collation built in (and `citext` is an extension a
 * managed server may not offer): the column is plain text and `uniqueIgnoringCase` adds a unique index on
 * `lower(column)`. Queries compare these columns with `equalsIgnoringCase` on both.
 */
export const caseInsensitive =
  (db: AnyDb) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    isSqlite(db) ? column.modifyEnd(sql`collate NOCASE`) : column;

/** PostgreSQL's half of `caseInsensitive`: a unique index on `lower(column)` (SQLite's NOCASE column needs none). */
export const uniqueIgnoringCase = async (db: AnyDb, table: string, column: string): Promise<void> => {
  if (isSqlite(db)) return;
  await db.schema
    .createIndex(`${table}_${column}_lower`)
    .on(table)
    .unique()
    .expression(sql`lower(${sql.ref(column)})`)
    .execute();
};

/**
 * SQLite's `WITHOUT ROWID` for tables that are only their composite primary key (smaller, one b-tree). Only a
 * storage choice: PostgreSQL tables have no rowid, so nothing is added there.
 */
export const withoutRowid =
  (db: AnyDb) =>
  <T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C> =>
    isSqlite(db) ? table.modifyEnd(sql`without rowid`) : table;

/**
 * A text column folded for comparing or ordering without regard to ASCII case, as `COLLATE NOCASE` did:
 * `lower(column)`. SQLite's lower() folds ASCII only, exactly as NOCASE; so does PostgreSQL's on the API's
 * columns, which are collated C (`byteOrderText`, migration 0012), and the result keeps that byte order. It is
 * the expression of the e-mail columns' unique index (`uniqueIgnoringCase`), so look-ups use that index.
 */
export const caseFolded = <DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: ReferenceExpression<DB, TB>,
): Expression<string> => eb.fn<string>('lower', [column]);

/** ASCII letters in lower case, the rest as it is: what `lower()` does to a C-collated column and in SQLite. */
export const asciiLowerCase = (value: string): string => value.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * `column = value` ignoring ASCII case (see `caseFolded`). The value is folded here rather than by `lower()` in
 * SQL: a bound value takes the database's default collation on PostgreSQL, whose lower() would also fold 'É'.
 */
export const equalsIgnoringCase = <DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: ReferenceExpression<DB, TB>,
  value: string,
): Expression<SqlBool> => eb(caseFolded(eb, column), '=', eb.val(asciiLowerCase(value)));

/**
 * A field of a JSON text column (`summary`, `body`). SQLite: `json_extract(column, '$.key')`, which answers
 * numbers as numbers and strings as strings. PostgreSQL: `(column::jsonb ->> 'key')`, text; a caller comparing
 * with numbers there casts it (`jsonNumber`). The key is written into the SQL, not bound: PostgreSQL matches a
 * `GROUP BY` expression with the selected one only when their text is the same, and two bound parameters are not.
 */
const jsonKey = (key: string): string => {
  if (!/^\w+$/.test(key)) throw new Error(`not a JSON field name: ${key}`);
  return key;
};

export const jsonText = (db: AnyDb, column: string, key: string): RawBuilder<string | null> =>
  isSqlite(db)
    ? sql<string | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${jsonKey(key)}`)})`
    : sql<string | null>`(${sql.ref(column)}::jsonb ->> ${sql.lit(jsonKey(key))})`;

export const jsonNumber = (db: AnyDb, column: string, key: string): RawBuilder<number | null> =>
  isSqlite(db)
    ? sql<number | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${jsonKey(key)}`)})`
    : sql<number | null>`(${sql.ref(column)}::jsonb ->> ${sql.lit(jsonKey(key))})::bigint`;

/**
 * The catalogue's version, for the caches built from it (the plan cache, the compare index): the seed's time
 * in `meta` (`seeded_at`), which every seed rewrites in its transaction — one primary-key read per compare
 * call. Not SQLite's `PRAGMA data_version`: it changes on any other connection's commit, so a second API
 * instance on the same file (its leads, its client counters) would empty the caches on every request.
 */
export const catalogueVersion = async (db: AnyDb): Promise<string | undefined> => {
  const row = (await db.selectFrom('meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst()) as
    { value: string } | undefined;
  return row?.value;
};

/**
 * The type of a text column: byte order on both databases (docs/adr/0014-postgresql.md, "Text order"). SQLite
 * compares text as bytes already (BINARY); PostgreSQL gets `text collate "C"`, so the column sorts and compares
 * the same whatever collation the database was created with. Migration 0012 gave every earlier text column the
 * same; a PostgreSQL test (db/default-collation.pg.test.ts) checks that no column is left with another.
 */
export const byteOrderText = (db: AnyDb): 'text' | RawBuilder<unknown> =>
  isSqlite(db) ? 'text' : sql`text collate "C"`;

/**
 * A floating-point column. SQLite: `real` (8 bytes). PostgreSQL's `real` is 4 bytes (a score of 4.7 would read
 * back as 4.699999809), so it gets `double precision`.
 */
export const floatType = (db: AnyDb): 'real' | 'double precision' => (isSqlite(db) ? 'real' : 'double precision');

/** The advisory lock `writeTransaction` takes on PostgreSQL (any 64-bit number no other code uses). */
export const WRITE_LOCK_KEY = 0x5153_4c45_4144; // 'QSLEAD'

/**
 * Runs `work` as one writer at a time across every process on the database, in a transaction. The leads need
 * it: the advisor round robin reads the turn then moves it, and a retried request looks its Idempotency-Key up
 * before inserting; two at once would give two leads one turn, or fail on the key's unique index.
 * SQLite: `BEGIN IMMEDIATE`, taking the file's write lock before the first read, so another process's writer
 * is waited for (busy_timeout). PostgreSQL (several API instances): the transaction first takes an advisory
 * lock (`pg_advisory_xact_lock`), released at commit or rollback; at READ COMMITTED every statement after it
 * sees what the previous holder committed.
 */
export const writeTransaction = async <DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> => {
  if (!isSqlite(db)) {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${sql.lit(WRITE_LOCK_KEY)})`.execute(trx);
      return work(trx);
    });
  }
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
