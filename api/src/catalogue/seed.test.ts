import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { prepareData } from '../prepare';

describe('catalogue seed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qs-seed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads the fixtures once and keeps them on the next start', async () => {
    const first = await prepareData({ dbFile: join(dir, 'qs.sqlite'), dataDir: dir, documents: false });
    expect(first.seed.seeded).toBe(true);
    expect(first.seed.plans).toBeGreaterThanOrEqual(60);
    const counts = (await sql`SELECT type, COUNT(*) AS n FROM organizations GROUP BY type`.execute(first.db)).rows;
    expect(counts).toEqual(
      expect.arrayContaining([
        { type: 'EPS', n: 4 },
        { type: 'ASEG', n: 6 },
        { type: 'MEDICINA PREPAGADA', n: 4 },
        { type: 'MASCOTAS', n: 2 },
      ]),
    );
    const pages = (
      await sql`SELECT MIN(pages) AS min, MAX(pages) AS max FROM documents WHERE kind = 'conditions'`.execute(first.db)
    ).rows[0];
    expect(pages).toEqual({ min: expect.any(Number), max: expect.any(Number) });
    const { min, max } = pages as { min: number; max: number };
    expect(min).toBeGreaterThanOrEqual(20);
    expect(max).toBeLessThanOrEqual(60);
    await first.db.destroy();
    const second = await prepareData({ dbFile: join(dir, 'qs.sqlite'), dataDir: dir, documents: false });
    expect(second.seed.seeded).toBe(false);
    expect(second.migrations).toEqual([]);
    await second.db.destroy();
  });
});
