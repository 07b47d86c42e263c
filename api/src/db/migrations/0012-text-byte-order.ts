import { sql, type Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/**
 * Every text column of the API compares and sorts byte by byte on PostgreSQL, as SQLite's do (docs/adr/0014-postgresql.md,
 * "Text order"): `COLLATE "C"` on the column, so a database created with the server's defaults (`createdb qs`,
 * whose collation is the server's locale) answers lists in the same order as SQLite and as a `C` database. Ordered
 * columns (names, slugs, tags, codes, file names, ISO dates), compared ones and the `lower()` e-mail indexes all
 * follow the column. Every collatable column of the tables at this point is changed rather than a list of the
 * sorted ones, so that no query depends on the database's default; a later text column is declared with
 * `byteOrderText` (dialect.ts), which the PostgreSQL tests check for every column. SQLite compares text as bytes
 * already (BINARY; the e-mail columns keep their NOCASE): nothing to do there.
 */

// Kysely<any>: a migration sees the database as it was at its point of history.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface CollatedColumn {
  table: string;
  column: string;
  /** The column's type as PostgreSQL writes it (`text`, `character varying(40)`): ALTER … TYPE must repeat it. */
  type: string;
}

/** The API's collatable columns whose collation is C (`collatedC`), or is not; Kysely's own tables aside. */
const columnsOf = async (db: AnyDb, collatedC: boolean): Promise<CollatedColumn[]> =>
  (
    await sql<CollatedColumn>`
      select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_collation k on k.oid = a.attcollation
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        and c.relname not like 'kysely\\_%' and (k.collname = 'C') = ${sql.lit(collatedC)}
      order by c.relname, a.attnum`.execute(db)
  ).rows;

/** One ALTER TABLE per table (its indexes are rebuilt once), each column keeping its type. */
const collate = async (db: AnyDb, columns: readonly CollatedColumn[], collation: 'C' | 'default') => {
  const byTable = new Map<string, CollatedColumn[]>();
  for (const column of columns) byTable.set(column.table, [...(byTable.get(column.table) ?? []), column]);
  for (const [table, its] of byTable) {
    const changes = its.map(
      ({ column, type }) => sql`alter column ${sql.id(column)} type ${sql.raw(type)} collate ${sql.id(collation)}`,
    );
    await sql`alter table ${sql.id(table)} ${sql.join(changes)}`.execute(db);
  }
};

const up = async (db: AnyDb) => {
  if (isSqlite(db)) return;
  await collate(db, await columnsOf(db, false), 'C');
};

const down = async (db: AnyDb) => {
  if (isSqlite(db)) return;
  await collate(db, await columnsOf(db, true), 'default');
};

export const textByteOrder = { up, down };
