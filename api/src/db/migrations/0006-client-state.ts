import type { Kysely } from 'kysely';
import { withoutRowid } from '../dialect';

/**
 * What the API knows about a visitor's address between requests, in the database so that every API instance
 * sees the same (docs/adr/0016-shared-client-state.md): the per-minute windows of the lead budget and of the
 * compare calls, the robot suspicions with the episode their challenge carries, and the 'Soy humano!' passes.
 * Times are milliseconds since the epoch (bigint: PostgreSQL's integer has 4 bytes).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const up = async (db: Kysely<any>) => {
  const compact = withoutRowid(db);
  await db.schema
    .createTable('client_windows')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('client_windows_pk', ['scope', 'client'])
    .$call(compact)
    .execute();
  await db.schema.createIndex('client_windows_by_start').on('client_windows').column('window_start').execute();

  await db.schema
    .createTable('bot_suspicions')
    .addColumn('client', 'text', (c) => c.primaryKey())
    .addColumn('episode', 'text', (c) => c.notNull())
    .addColumn('since', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bot_suspicions_by_since').on('bot_suspicions').column('since').execute();

  await db.schema
    .createTable('bot_clears')
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bot_clears_by_client').on('bot_clears').columns(['client', 'at']).execute();
  await db.schema.createIndex('bot_clears_by_time').on('bot_clears').column('at').execute();
};

export const clientState: { up: typeof up } = { up };
