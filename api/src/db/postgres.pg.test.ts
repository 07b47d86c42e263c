import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedAll } from '../catalogue/seed';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { catalogueVersion, isSqlite, writeTransaction } from './dialect';
import { createDb } from './open';
import { AUTHORISED } from '../test-support/authorisation';

// What only PostgreSQL can show: two API instances on one database (docs/adr/0014-postgresql.md). Runs with
// QS_TEST_DATABASE_URL (`npm run test:api:pg`); the rest of the suite runs there too.
const contact = {
  tipo: 1,
  first_name: 'Laura Gómez',
  telefono: '3104445566',
  email: 'laura@example.com',
  mensaje: 'Hola',
  ...AUTHORISED,
};

describe('two API instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qs-two-'));
    a = await createTestApp({}, { dir });
    b = await createTestApp({}, { dir });
  });
  afterAll(async () => {
    await b.app.close();
    await b.sql.close();
    await a.close();
  });

  it('runs on PostgreSQL (a database made with the server defaults: default-collation.pg.test.ts)', async () => {
    expect(a.database.url).toMatch(/^postgres:\/\//);
    expect(isSqlite(a.db)).toBe(false);
  });

  it('stores a lead retried on both instances at once exactly once', async () => {
    const headers = { 'idempotency-key': 'pg-two-instances-1' };
    const sends = Array.from({ length: 12 }, (_, index) =>
      call((index % 2 ? a : b).app, { method: 'POST', url: '/api/contactos', payload: contact, headers }),
    );
    const answers = await Promise.all(sends);
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await a.sql.value("SELECT COUNT(*) FROM leads WHERE idempotency_key = 'pg-two-instances-1'")).toBe(1);
  });

  it('gives the advisors of a line their turns in order when leads arrive on both instances at once', async () => {
    const line = await a.sql.values<number>(
      'SELECT a.id FROM advisors a JOIN advisor_lines l ON l.advisor_id = a.id WHERE a.active = 1 AND l.business_line_id = 1',
    );
    expect(line.length).toBeGreaterThan(1);
    const rounds = 3;
    const sends = Array.from({ length: line.length * rounds }, (_, index) =>
      call((index % 2 ? a : b).app, {
        method: 'POST',
        url: '/api/contactos',
        payload: { ...contact, mensaje: `turno ${index}` },
        headers: { 'idempotency-key': `pg-turn-${index}` },
      }),
    );
    expect((await Promise.all(sends)).every((answer) => answer.status === 201)).toBe(true);
    const counts = await a.sql.rows<{ advisor_id: number; n: number }>(
      "SELECT advisor_id, COUNT(*) AS n FROM leads WHERE idempotency_key LIKE 'pg-turn-%' GROUP BY advisor_id",
    );
    expect(counts.map((row) => row.n)).toEqual(line.map(() => rounds));
  });

  it('gives one link to the same content shared on both instances at once', async () => {
    const share = (index: number) =>
      call((index % 2 ? a : b).app, {
        method: 'POST',
        url: '/api/buscarplanes/sharedinsurance',
        payload: { url: '/Comparar/EPS?pagina=7' },
      });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => share(index)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    const links = new Set(answers.map((answer) => answer.body.data.link));
    expect(links.size).toBe(1);
    const url = await a.sql.value<string>('SELECT url FROM shared_links WHERE link = ?', [...links][0]);
    expect(await a.sql.value('SELECT COUNT(*) FROM shared_links WHERE url = ?', url)).toBe(1);
  });

  it('sees a reseed made by the other instance (the catalogue cache follows the seed time)', async () => {
    const before = await catalogueVersion(a.db);
    await seedAll(b.db, { now: new Date('2030-01-01T00:00:00.000Z') });
    expect(await catalogueVersion(a.db)).toBe('2030-01-01T00:00:00.000Z');
    expect(before).not.toBe('2030-01-01T00:00:00.000Z');
  });

  it('keeps scores as written (double precision, not 4-byte real)', async () => {
    const scores = await a.sql.values<number>('SELECT score FROM plans');
    expect(scores.every((score) => Math.round(score * 100) / 100 === score)).toBe(true);
  });

  it('refuses a second advisor whose e-mail differs only in case, and finds a referrer in any case', async () => {
    const email = await a.sql.value<string>('SELECT email_corporativo FROM advisors ORDER BY id LIMIT 1');
    await expect(
      a.sql.run(
        "INSERT INTO advisors (id, nombres, apellidos, telefono_1, email_corporativo, calendly_active, active) VALUES (9999, 'X', 'Y', '300', ?, 0, 0)",
        email.toUpperCase(),
      ),
    ).rejects.toThrow(/duplicate key/);
    const referrer = await a.sql.value<string>('SELECT email FROM referrers ORDER BY email LIMIT 1');
    const found = await call(b.app, {
      method: 'GET',
      url: `/api/referrers/by-email?email=${encodeURIComponent(referrer.toUpperCase())}`,
    });
    expect([found.status, found.body.data?.email]).toEqual([200, referrer]);
  });
});

describe('writeTransaction on PostgreSQL', () => {
  it('lets one writer at a time in, across connections, and rolls back a failed one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qs-write-'));
    const t = await createTestApp({}, { dir });
    const other = createDb({ file: '', url: t.database.url });
    let release = () => {};
    try {
      const order: string[] = [];
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = writeTransaction(t.db, async () => {
        order.push('first in');
        await held;
        order.push('first out');
      });
      const waitFor = async (check: () => Promise<boolean>) => {
        for (let tries = 0; !(await check()); tries += 1) {
          if (tries > 500) throw new Error('timed out');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      const advisoryLocks = (granted: boolean) =>
        t.sql.value<number>('SELECT COUNT(*) FROM pg_locks WHERE locktype = ? AND granted = ?', 'advisory', granted);
      await waitFor(async () => (await advisoryLocks(true)) === 1);
      const second = writeTransaction(other, async () => {
        order.push('second in');
      });
      // The second writer is queued on the lock (PostgreSQL shows it waiting), not inside.
      await waitFor(async () => (await advisoryLocks(false)) === 1);
      expect(order).toEqual(['first in']);
      release();
      await Promise.all([first, second]);
      expect(order).toEqual(['first in', 'first out', 'second in']);

      await expect(
        writeTransaction(other, async (trx) => {
          await trx
            .insertInto('client_errors')
            .values({ created_at: 'x', kind: 'test', message: 'rolled back' })
            .execute();
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await t.sql.value("SELECT COUNT(*) FROM client_errors WHERE message = 'rolled back'")).toBe(0);
    } finally {
      release();
      await other.destroy();
      await t.close();
    }
  });
});
