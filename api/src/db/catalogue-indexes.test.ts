import { CompiledQuery } from 'kysely';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { findPlanByCode, findPlanByUrl } from '../store/plans';
import { isSqlite } from './dialect';
import { queryRecorder } from './record-queries';

const INDEXES = ['plans_by_folded_url', 'plans_by_folded_code', 'organizations_by_type_folded_name'];

/** Migration 0007 (docs/adr/0015-catalogue-at-scale.md): the catalogue's look-ups use indexes. */
describe('catalogue indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('exist on this database', async () => {
    const names = t.database.url
      ? await t.sql.values<string>("SELECT indexname FROM pg_indexes WHERE schemaname = 'public'")
      : await t.sql.values<string>("SELECT name FROM sqlite_master WHERE type = 'index'");
    expect(names).toEqual(expect.arrayContaining(INDEXES));
  });

  it('are what SQLite plans the plan look-ups by folded URL and code with, and the organizations of a type', async () => {
    if (!isSqlite(t.db)) return; // PostgreSQL's planner prefers a scan on a table this small; ADR 0015 has its plans at 50,000 plans.
    const recorder = queryRecorder(t.db);
    const recorded = t.db.withPlugin(recorder.plugin);
    const plan = async (query: CompiledQuery) =>
      (
        (await t.db.executeQuery(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters])))
          .rows as Array<{ detail: string }>
      )
        .map((row) => row.detail)
        .join('\n');
    const lookedUp = async (find: () => Promise<unknown>) => {
      recorder.take();
      expect(await find()).toBeDefined();
      const [query] = recorder.take();
      return plan(query as CompiledQuery);
    };
    expect(await lookedUp(() => findPlanByUrl(recorded, '/eps/salud-andina-eps/PLAN-COMPLEMENTARIO-PLATA'))).toMatch(
      /SEARCH p USING INDEX plans_by_folded_url/,
    );
    expect(await lookedUp(() => findPlanByCode(recorded, 'eps101-plata'))).toMatch(
      /SEARCH p USING INDEX plans_by_folded_code/,
    );
    const byType = await plan(
      CompiledQuery.raw('select * from "organizations" where "type" = ? order by lower("display_name")', ['EPS']),
    );
    expect(byType).toMatch(/USING INDEX organizations_by_type_folded_name/);
    expect(byType).not.toMatch(/TEMP B-TREE/);
    // The route sends that query (its answer in that order).
    const { body } = await call(t.app, { method: 'GET', url: '/api/organization/seguros/tipo/EPS' });
    expect(body.data.map((org: { displayName: string }) => org.displayName)).toEqual(
      [...body.data.map((org: { displayName: string }) => org.displayName)].sort((a: string, b: string) =>
        a.toLowerCase() < b.toLowerCase() ? -1 : 1,
      ),
    );
  });
});
