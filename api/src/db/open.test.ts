import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { kyselyOn, withStatementCache } from './open';

describe('withStatementCache', () => {
  let database: SqliteDatabase.Database;
  beforeEach(() => {
    database = new SqliteDatabase(':memory:');
  });
  afterEach(() => {
    if (database.open) database.close();
  });

  it('prepares a SQL text once and runs the same statement again with other parameters', () => {
    const prepare = jest.spyOn(database, 'prepare');
    const cached = withStatementCache(database);
    cached.prepare('create table t (n integer)').run([]);
    const insert = cached.prepare('insert into t (n) values (?)');
    insert.run([1]);
    expect(cached.prepare('insert into t (n) values (?)')).toBe(insert);
    cached.prepare('insert into t (n) values (?)').run([2]);
    expect(cached.prepare('select n from t order by n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const prepare = jest.spyOn(database, 'prepare');
    const cached = withStatementCache(database, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1');
    cached.prepare('select 3'); // drops 'select 2'
    cached.prepare('select 1');
    cached.prepare('select 2');
    expect(prepare.mock.calls.map(([text]) => text)).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
  });

  it('is what Kysely runs its queries on, and closing Kysely closes the file', async () => {
    const db = kyselyOn(database);
    await sql`create table t (n integer)`.execute(db);
    for (const n of [3, 1, 2]) await sql`insert into t (n) values (${n})`.execute(db);
    const { rows } = await sql<{ n: number }>`select n from t order by n`.execute(db);
    expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await db.destroy();
    expect(database.open).toBe(false);
  });
});
