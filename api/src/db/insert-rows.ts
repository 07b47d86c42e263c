import type { Insertable } from 'kysely';
import type { Db } from './open';
import type { Database } from './schema';

/** Rows per INSERT: far below SQLite's 32,766 bound values and PostgreSQL's 65,535, for any table here. */
const ROWS_PER_INSERT = 200;

/**
 * Inserts rows in their order, a few hundred per statement: the seed writes thousands of rows, and one
 * statement per row would be compiled and prepared thousands of times.
 */
export const insertRows = async <T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> => {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    // The table is generic here; callers' rows are typed by it.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const batch = rows.slice(start, start + ROWS_PER_INSERT) as any;
    await db.insertInto(table).values(batch).execute();
  }
};
