import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareData } from '../prepare';
import { createLegacyDatabase } from '../test-support/legacy-schema';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { kyselyOn, openDatabase, type SqliteConnection } from './open';

const ALL = Object.keys(migrations);
/** The migrations the old raw-SQL runner had (legacy.ts); later ones were only ever Kysely's. */
const OLD_RUNNER = Object.fromEntries(Object.entries(migrations).slice(0, 5));

/** Everything SQLite knows of a table that could change what a query does: columns, keys, indexes, checks. */
const describeSchema = (db: SqliteConnection) => {
  const strip = (text: string | null) =>
    (text ?? '').toLowerCase().replace(/"/g, '').replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();
  const tables = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' AND name <> 'schema_migrations' ORDER BY name",
    )
    .all() as Array<{ name: string; sql: string }>;
  return tables.map(({ name, sql }) => ({
    name,
    withoutRowid: (db.prepare('SELECT wr FROM pragma_table_list WHERE name = ?').get(name) as { wr: number }).wr,
    columns: db.prepare(`PRAGMA table_xinfo(${name})`).all(),
    foreignKeys: db
      .prepare(`PRAGMA foreign_key_list(${name})`)
      .all()
      .map((fk) => ({ ...(fk as object), id: undefined, seq: undefined })),
    checks: strip(sql).match(/check \((?:[^()]|\([^()]*\))*\)/g) ?? [],
    indexes: (
      db.prepare(`PRAGMA index_list(${name})`).all() as Array<{
        name: string;
        unique: number;
        origin: string;
        partial: number;
      }>
    )
      .map((index) => ({
        ...index,
        seq: undefined,
        keys: db.prepare(`PRAGMA index_xinfo(${index.name})`).all(),
        sql: strip(
          (
            db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").get(index.name) as
              { sql: string | null } | undefined
          )?.sql ?? null,
        ),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
};

describe('migrations (Kysely Migrator)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qs-migrate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string) => join(dir, name);

  it('a new database gets every migration once, the same schema the old raw SQL made', async () => {
    const fresh = openDatabase(file('fresh.sqlite'));
    expect(await migrate(kyselyOn(fresh), OLD_RUNNER)).toEqual(Object.keys(OLD_RUNNER));
    const legacy = openDatabase(file('legacy-schema.sqlite'));
    createLegacyDatabase(legacy);
    expect(describeSchema(fresh)).toEqual(describeSchema(legacy));
    expect(describeSchema(fresh)).toHaveLength(28);
    expect(await migrate(kyselyOn(fresh))).toEqual(ALL.slice(5));
    expect(await migrate(kyselyOn(fresh))).toEqual([]);
    fresh.close();
    legacy.close();
  });

  it('a database made by the old runner is adopted: nothing is re-created, its rows stay, later starts apply nothing', async () => {
    const old = openDatabase(file('old.sqlite'));
    createLegacyDatabase(old);
    old
      .prepare(
        `INSERT INTO leads (created_at, kind, idempotency_key, fingerprint, fields, status_id, status_name)
      VALUES ('2026-01-02T03:04:05.000Z', 'contact', 'key-1', 'print', '{"nombre":"Ana"}', 1, 'Sin Estado')`,
      )
      .run();
    old
      .prepare(
        "INSERT INTO advisors (id, nombres, apellidos, telefono_1, email_corporativo, calendly_active, active) VALUES (999, 'Eva', 'Díaz', '3001234567', 'Eva@QS.co', 0, 1)",
      )
      .run();
    old.close();

    const first = await prepareData({ dbFile: file('old.sqlite'), dataDir: dir, documents: false });
    expect(first.migrations).toEqual(ALL);
    expect(first.seed.seeded).toBe(true);
    await first.db.destroy();
    const reopened = openDatabase(file('old.sqlite'));
    expect(reopened.prepare('SELECT kind, idempotency_key, fields FROM leads').all()).toEqual([
      { kind: 'contact', idempotency_key: 'key-1', fields: '{"nombre":"Ana"}' },
    ]);
    // The seed keeps advisors it does not know (inactive), and their e-mail still ignores case.
    expect(reopened.prepare('SELECT nombres, active FROM advisors WHERE id = 999').get()).toEqual({
      nombres: 'Eva',
      active: 0,
    });
    expect(reopened.prepare('SELECT id FROM advisors WHERE email_corporativo = ?').pluck().get('eva@qs.CO')).toBe(999);
    expect(reopened.prepare('SELECT id FROM schema_migrations ORDER BY id').pluck().all()).toEqual([1, 2, 3, 4, 5]);
    expect(reopened.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all()).toEqual(ALL);
    // The retried lead still finds its key: the unique index of the old schema is the one in use.
    expect(() =>
      reopened
        .prepare(
          `INSERT INTO leads (created_at, kind, idempotency_key, fingerprint, fields, status_id, status_name)
      VALUES ('2026-01-02T03:04:06.000Z', 'contact', 'key-1', 'print', '{}', 1, 'Sin Estado')`,
        )
        .run(),
    ).toThrow(/UNIQUE/);
    reopened.close();

    const second = await prepareData({ dbFile: file('old.sqlite'), dataDir: dir, documents: false });
    expect(second.migrations).toEqual([]);
    expect(
      Number(
        (
          await second.db
            .selectFrom('leads')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(1);
    await second.db.destroy();
  });

  it('an old database that stopped part-way gets the migrations its runner had not applied', async () => {
    const old = openDatabase(file('partial.sqlite'));
    createLegacyDatabase(old, 3);
    old
      .prepare(
        "INSERT INTO advisors (id, nombres, apellidos, telefono_1, email_corporativo, calendly_active, active) VALUES (7, 'Eva', 'Díaz', '3001234567', 'eva@qs.co', 0, 1)",
      )
      .run();
    expect(await migrate(kyselyOn(old))).toEqual(ALL);
    expect(old.prepare('SELECT telefonos FROM advisors WHERE id = 7').pluck().get()).toBe('[]');
    expect(old.prepare("SELECT name FROM sqlite_master WHERE name = 'profile_submissions_by_date'").pluck().get()).toBe(
      'profile_submissions_by_date',
    );
    const complete = openDatabase(file('complete.sqlite'));
    createLegacyDatabase(complete);
    expect(await migrate(kyselyOn(complete))).toEqual(ALL);
    expect(describeSchema(old)).toEqual(describeSchema(complete));
    old.close();
    complete.close();
  });

  it('0011 keeps the payment attempts stored before it, with no body fingerprint (compared by brand and last four)', async () => {
    const before = openDatabase(file('before-0011.sqlite'));
    const upTo0010 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '0010-purchases'));
    await migrate(kyselyOn(before), upTo0010);
    before
      .prepare(
        `INSERT INTO purchases (id, session_hash, kind, plan_id, product_code, periodicity, step, lead_status, sale_state, steps, client, created_at, updated_at)
      VALUES ('pur_1', 'hash', 'person', 1, 'ASE204-SALUDPLUS', 'monthly', 'payment', 500, 'PENDING', '{}', '10.0.0.1', 1, 1)`,
      )
      .run();
    before
      .prepare(
        `INSERT INTO payment_attempts (id, purchase_id, idempotency_key, created_at, periodicity, subtotal, fee, fee_tax, total, brand, last_four, provider, status)
      VALUES ('pay_1', 'pur_1', 'clave-antigua-1', 1, 'monthly', 100, 0, 0, 100, 'visa', '3704', 'sandbox', 'approved')`,
      )
      .run();
    // 0011 and whatever came after it.
    expect(await migrate(kyselyOn(before))).toEqual(Object.keys(migrations).filter((name) => name > '0010-purchases'));
    expect(before.prepare('SELECT id, brand, last_four, body_fingerprint FROM payment_attempts').all()).toEqual([
      { id: 'pay_1', brand: 'visa', last_four: '3704', body_fingerprint: null },
    ]);
    before.close();
  });
});
