import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import { buildApp } from '../app';
import { describeDatabase, readConfig } from '../config';
import { catalogueIndexes } from '../db/migrations/0007-catalogue-indexes';
import { isSqlite } from '../db/dialect';
import type { Db } from '../db/open';
import { queryRecorder } from '../db/record-queries';
import { prepareData } from '../prepare';

/**
 * `node dist/bench/query-plans.js` (after `npm run build -w api`; docs/adr/0015-catalogue-at-scale.md): the query
 * plans of the catalogue's main look-ups on the configured database (QS_DB_FILE, or DATABASE_URL), seeded with
 * QS_CATALOGUE_PLANS plans. The queries are the API's own: each call goes through the app (fastify.inject)
 * with a plugin that records the SQL Kysely sends, and each recorded query is explained — `EXPLAIN QUERY PLAN`
 * on SQLite, `EXPLAIN ANALYZE` on PostgreSQL — and timed (median of 5 calls). `--before` also drops the
 * indexes of migration 0007, explains and times the same queries again, and creates them back.
 */
const CALLS = [
  { name: 'compare, EPS', url: '/api/insurance/compare/metadata?organizationTypes=EPS&take=20' },
  {
    name: 'compare, one line of two companies',
    url: '/api/insurance/compare/metadata?organizationTypes=ASEG&insuranceTypes=SEGURO_INTEGRAL_GENERAL&organizations=11,2411',
  },
  {
    name: 'compare, by clinic',
    url: '/api/insurance/compare/metadata?organizationTypes=MEDICINA%20PREPAGADA&coverageOrganizations=101,24101',
  },
  {
    name: 'compare, by feature',
    url: '/api/insurance/compare/metadata?organizationTypes=EPS&features=has_maternity_coverage',
  },
  { name: 'plan by URL', url: '/api/insurance/by-url?url=/EPS/SALUD-ANDINA-EPS-240/plan-complementario-plata' },
  { name: 'plan by code', url: '/api/insurance/product/eps101m240-plata' },
  { name: 'organizations of a type', url: '/api/organization/seguros/tipo/EPS' },
  { name: 'clinics of EPS networks', url: '/api/coverageOrganization/country?organizationTypes=EPS' },
  { name: 'clinics of every network', url: '/api/coverageOrganization/country' },
  { name: "a plan's clinics", url: '/api/insurance/2401001/coverageOrganizations' },
];

/** Tables whose queries are shown (not meta, comparators, content). */
const CATALOGUE = /"(plans|organizations|plan_prices|plan_features|coverage_networks|plan_content)"/;

const explain = async (db: Db, query: CompiledQuery, label: string): Promise<string[]> => {
  if (isSqlite(db)) {
    // The label keeps the connection's statement cache (db/open.ts) from answering with a plan made before the indexes changed.
    const rows = (
      await db.executeQuery(CompiledQuery.raw(`EXPLAIN QUERY PLAN /* ${label} */ ${query.sql}`, [...query.parameters]))
    ).rows as Array<{ id: number; parent: number; detail: string }>;
    const depth = new Map<number, number>([[0, 0]]);
    return rows.map((row) => {
      const level = (depth.get(row.parent) ?? 0) + 1;
      depth.set(row.id, level);
      return `${'  '.repeat(level - 1)}${row.detail}`;
    });
  }
  const rows = (
    await db.executeQuery(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, COSTS OFF) /* ${label} */ ${query.sql}`, [...query.parameters]),
    )
  ).rows as Array<{ 'QUERY PLAN': string }>;
  return rows.map((row) => row['QUERY PLAN']);
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const shortSql = (text: string) => text.replace(/(\?|\$\d+)(, (\?|\$\d+)){5,}/g, '…list…').slice(0, 600);

const report = async (
  label: string,
  db: Db,
  app: Awaited<ReturnType<typeof buildApp>>,
  take: () => CompiledQuery[],
) => {
  process.stdout.write(`\n==================== ${label} ====================\n`);
  for (const call of CALLS) {
    take();
    const first = await app.inject({ method: 'GET', url: call.url });
    const queries = take().filter((q) => CATALOGUE.test(q.sql));
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = process.hrtime.bigint();
      await app.inject({ method: 'GET', url: call.url });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    take();
    process.stdout.write(
      `\n## ${call.name}: GET ${call.url} → ${first.statusCode}, median of 5 ${median(times).toFixed(1)} ms\n`,
    );
    const seen = new Set<string>();
    for (const query of queries) {
      if (seen.has(query.sql)) continue;
      seen.add(query.sql);
      process.stdout.write(`\n  ${shortSql(query.sql)}\n`);
      for (const line of await explain(db, query, label)) process.stdout.write(`    ${line}\n`);
    }
  }
};

const main = async () => {
  const config = readConfig();
  const started = Date.now();
  const prepared = await prepareData({
    dbFile: config.dbFile,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    documents: false,
    cataloguePlans: config.cataloguePlans,
  });
  process.stdout.write(
    `${JSON.stringify({ database: describeDatabase(config), plans: prepared.seed.plans, seeded: prepared.seed.seeded, prepareMs: Date.now() - started })}\n`,
  );
  const db = prepared.db;
  // Planner statistics, as a database that has lived a while has them.
  await db.executeQuery(CompiledQuery.raw('ANALYZE'));
  const { plugin, take } = queryRecorder(db);
  const app = await buildApp({
    db: db.withPlugin(plugin),
    config: {
      ...config,
      dataDir: mkdtempSync(join(tmpdir(), 'qs-plans-')),
      compareLimit: 1_000_000,
      rateLimitMax: 1_000_000,
    },
  });
  try {
    await report('with the indexes of 0007', db, app, take);
    if (process.argv.includes('--before')) {
      await catalogueIndexes.down(db);
      try {
        await report('without them (before 0007)', db, app, take);
      } finally {
        await catalogueIndexes.up(db);
      }
    }
  } finally {
    await app.close();
    await db.destroy();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
