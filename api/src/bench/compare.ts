import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { CURRENT_POLICY_VERSION } from '../privacy/policy';

/**
 * `npm run bench:api -w api`: the compare call and a lead write under load, for every setup the site runs in
 * (docs/adr/0014-postgresql.md): SQLite or PostgreSQL, the fixtures' catalogue or a generated one
 * (QS_CATALOGUE_PLANS), one API instance or two on the same database. Each setup starts built servers on free
 * loopback ports with the limits raised (the robot rule would otherwise answer 401), then runs autocannon:
 * GET as a first visit does, POST with a priced family of 4 as the results page does after the profile form (both with a browser's Accept-Encoding),
 * and POST /api/contactos with a new Idempotency-Key per request. Each scenario runs QS_BENCH_WARMUP_SECONDS (5)
 * unrecorded and then QS_BENCH_SECONDS (5) recorded, on the same connections (`load`): the recorded seconds are
 * the steady state, after the JIT, the pools and the answer cache have warmed (two instances fill their caches
 * with the POST's families in about 3 s; with a 2-s warm-up that fill was most of its p99). With two instances the
 * connections are split between them (one autocannon each, at once). After the lead scenario the stored rows
 * are counted: every 2xx is one row and no key has two, or the run fails.
 *
 * QS_BENCH_SETUPS picks setups (comma separated `sqlite|postgres:plans:instances`, e.g. `sqlite:125:1`);
 * default all eight. PostgreSQL runs on a throwaway cluster (scripts/postgres-cluster.mjs) unless
 * QS_BENCH_DATABASE_URL names a server (the bench creates its databases `qs_bench_{plans}` there).
 */
const DURATION = Number(process.env.QS_BENCH_SECONDS ?? 5);
/** Each scenario first runs this long unrecorded: a cold server's first requests (caches, JIT, new connections) are not its steady state. */
const WARMUP = Number(process.env.QS_BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.QS_BENCH_CONNECTIONS ?? 100);
const DEFAULT_PLANS = 125;
const SCALED_PLANS = 50_000;

type Database = 'sqlite' | 'postgres';
interface Setup {
  database: Database;
  plans: number;
  instances: 1 | 2;
}

const allSetups = (): Setup[] =>
  (['sqlite', 'postgres'] as const).flatMap((database) =>
    [DEFAULT_PLANS, SCALED_PLANS].flatMap((plans) =>
      ([1, 2] as const).map((instances) => ({ database, plans, instances })),
    ),
  );

export const parseSetups = (text: string | undefined): Setup[] => {
  if (!text) return allSetups();
  return text.split(',').map((item) => {
    const [database, plans, instances] = item.trim().split(':');
    if (
      (database !== 'sqlite' && database !== 'postgres') ||
      !Number.isInteger(Number(plans)) ||
      (instances !== '1' && instances !== '2')
    ) {
      throw new Error(`QS_BENCH_SETUPS: ${item} is not database:plans:instances (sqlite|postgres, a number, 1|2)`);
    }
    return { database, plans: Number(plans), instances: Number(instances) as 1 | 2 };
  });
};

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });

const waitForHealth = async (base: string, child: ChildProcess) => {
  // A first start on a scaled catalogue seeds it: minutes, not seconds.
  for (let i = 0; i < 6000; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('server did not start in 10 minutes');
};

/**
 * The n-th family of 4 the POST scenario sends: two holders of 25–59 (she with her EPS) and two children under
 * 18, ages stepping through every combination, so a call does not meet the same family as the one before it.
 * Families whose ages fall in the same rows of every price table share an answer (answer-key.ts): the bench
 * counts how many answers were kept ones and how many were priced.
 */
export const family = (n: number) => ({
  ingresodatos: true,
  cotizante: [
    { edad: 25 + (n % 35), sexo: 'Femenino', eps_actual: 'EPS101' },
    { edad: 25 + (Math.floor(n / 35) % 35), sexo: 'Masculino' },
  ],
  cargas: [
    { edad: Math.floor(n / 1225) % 18, sexo: 'Masculino', parentesco: 'Hijo' },
    { edad: (n * 7) % 18, sexo: 'Femenino', parentesco: 'Hijo' },
  ],
});

/**
 * What a browser says it can decode (Chrome's Accept-Encoding): every call carries it, as the site's calls do, so
 * the figures include compressing each answer (zstd here), the work a visitor's call really costs.
 */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const browser = { 'accept-encoding': BROWSER_ENCODINGS };
const json = { ...browser, 'content-type': 'application/json' };
const scenarios = (run: string, postEncodings = new Map<string, number>()) => [
  {
    name: 'GET  compare, EPS+ASEG, page 1 of 20',
    options: (base: string) => ({
      url: `${base}/api/insurance/compare/metadata?organizationTypes=EPS,ASEG&take=20`,
      headers: browser,
    }),
  },
  {
    name: 'POST compare, prepaid, a new family of 4 each',
    // How the answers went out: gzip is a kept answer (a family of the same price bands asked before), zstd one priced.
    encodings: postEncodings,
    options: (base: string) => {
      const body = (n: number) =>
        JSON.stringify({
          organizationTypes: ['MEDICINA PREPAGADA', 'ASEG'],
          order: 'lowerPrice',
          take: 20,
          profile: family(n),
        });
      const onResponse = (_status: number, _body: string, _context: object, headers: Record<string, string>) => {
        const encoding = headers['content-encoding'] ?? 'none';
        postEncodings.set(encoding, (postEncodings.get(encoding) ?? 0) + 1);
      };
      let sent = 0;
      return {
        url: `${base}/api/insurance/compare/metadata`,
        method: 'POST' as const,
        headers: json,
        body: body(0),
        requests: [{ setupRequest: (request: object) => ({ ...request, body: body((sent += 1)) }), onResponse }],
      };
    },
  },
  {
    name: 'POST lead (contact), a new Idempotency-Key each',
    leads: true,
    options: (base: string) => ({
      url: `${base}/api/contactos`,
      method: 'POST' as const,
      // autocannon puts a new id in place of [<id>] in every request.
      headers: { ...json, 'idempotency-key': `bench-${run}:[<id>]` },
      body: JSON.stringify({
        tipo: 1,
        first_name: 'Ana Ruiz',
        telefono: '3001112233',
        email: 'bench@example.co',
        mensaje: 'bench',
        autorizacionDatos: { version: CURRENT_POLICY_VERSION, aceptada: true },
      }),
      idReplacement: true,
    }),
  },
];

interface BenchDatabase {
  env: Record<string, string>;
  /** The rows stored with keys of this run, and how many distinct keys they have. */
  countLeads: (prefix: string) => Promise<{ rows: number; keys: number }>;
}

const ROOT = resolve(__dirname, '../../..');

/** The database of a setup: a data folder per catalogue size for SQLite; a cluster (or the given URL) for PostgreSQL. */
const openDatabase = async ({ database, plans }: Setup): Promise<BenchDatabase> => {
  const dataDir = join(process.env.QS_BENCH_DATA_DIR ?? join(tmpdir(), 'qs-api-bench'), `${database}-${plans}`);
  mkdirSync(dataDir, { recursive: true });
  const common = { QS_DATA_DIR: dataDir, QS_CATALOGUE_PLANS: plans === DEFAULT_PLANS ? '' : String(plans) };
  if (database === 'sqlite') {
    const file = join(dataDir, 'qs.sqlite');
    return {
      env: { ...common, QS_DB_FILE: file, DATABASE_URL: '' },
      countLeads: async (prefix) => {
        const db = new SqliteDatabase(file, { readonly: true });
        try {
          const row = db
            .prepare(
              'SELECT COUNT(*) AS n, COUNT(DISTINCT idempotency_key) AS k FROM leads WHERE idempotency_key LIKE ?',
            )
            .get(`${prefix}%`) as { n: number; k: number };
          return { rows: row.n, keys: row.k };
        } finally {
          db.close();
        }
      },
    };
  }
  const url = await postgresDatabase(`qs_bench_${plans}`);
  return {
    env: { ...common, DATABASE_URL: url },
    countLeads: async (prefix) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const [row] = (
          await client.query(
            'SELECT COUNT(*) AS n, COUNT(DISTINCT idempotency_key) AS k FROM leads WHERE idempotency_key LIKE $1',
            [`${prefix}%`],
          )
        ).rows;
        return { rows: Number(row.n), keys: Number(row.k) };
      } finally {
        await client.end();
      }
    },
  };
};

let cluster: Promise<{ url: string; stop: () => void }> | undefined;

/** The repo's throwaway PostgreSQL cluster (scripts/postgres-cluster.mjs). */
const postgresCluster = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(join(ROOT, 'scripts/postgres-cluster.mjs')) as {
    startCluster: () => Promise<{ url: string; stop: () => void }>;
  };

/**
 * A database of the bench's PostgreSQL server, created with the server's defaults the first time: one per catalogue
 * size, so the one- and two-instance setups share its seed. The server is QS_BENCH_DATABASE_URL's, or a
 * throwaway cluster started once for the whole run (scripts/postgres-cluster.mjs, an ES module of the repo's
 * scripts, which Node 24 requires synchronously).
 */
const postgresDatabase = async (name: string): Promise<string> => {
  const given = process.env.QS_BENCH_DATABASE_URL;
  const server = given ?? (await (cluster ??= postgresCluster().startCluster())).url;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};

const startServer = async (env: Record<string, string>) => {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, '..', 'server.js')], {
    env: {
      ...process.env,
      ...env,
      QS_API_HOST: '127.0.0.1',
      QS_API_PORT: String(port),
      QS_COMPARE_LIMIT: '100000000',
      QS_RATE_LIMIT_MAX: '100000000',
      QS_LEAD_LIMIT: '100000000',
      QS_BOT_SECRET: 'bench-secret-shared-by-every-instance-0123456789',
      QS_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return { base, child };
};

interface Line {
  setup: string;
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  storedRows?: number;
  /** POST compare: answers sent as kept ones (a family of the same price bands asked before within the minute). */
  keptAnswers?: number;
  /** The longest wait for a connection's first answer (left out of p50 and p99). */
  firstAnswerMaxMs: number;
  /** Connections that had an answer at all (of CONNECTIONS). */
  connectionsAnswered: number;
}

/** The value at quantile q of the latencies (ms, rounded). */
export const percentile = (latencies: readonly number[], q: number): number => {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number);
};

/**
 * One scenario: the connections split between the instances (one autocannon each, at once) for the warm-up and
 * then the recorded seconds, on the same connections. Answers after the warm-up are recorded, except each
 * connection's first answer, reported apart (`firstAnswerMaxMs`): opening 100 connections to a busy server
 * leaves some first requests waiting for seconds (seen on SQLite: the late ones get their first answers one
 * after another, about one per turn of the server's event loop, while the other connections keep it busy),
 * which a host's keep-alive pool to the API meets once, not on every request. Every answer of the run counts for the 2xx total and the errors.
 */
const load = async (bases: readonly string[], options: (base: string) => object) => {
  const share = Math.ceil(CONNECTIONS / bases.length);
  const recordFrom = Date.now() + WARMUP * 1000;
  const answeredConnections = new Set<unknown>();
  const latencies: number[] = [];
  let firstAnswerMaxMs = 0;
  let answered = 0;
  let non2xx = 0;
  const results = await Promise.all(
    bases.map((base) => {
      const instance = autocannon({ ...options(base), connections: share, duration: WARMUP + DURATION } as Parameters<
        typeof autocannon
      >[0]);
      instance.on('response', (client: unknown, status: number, _bytes: number, ms: number) => {
        if (status >= 200 && status < 300) answered += 1;
        else non2xx += 1;
        if (!answeredConnections.has(client)) {
          answeredConnections.add(client);
          firstAnswerMaxMs = Math.max(firstAnswerMaxMs, Math.round(ms));
        } else if (Date.now() >= recordFrom) latencies.push(ms);
      });
      return instance;
    }),
  );
  return {
    latencies,
    firstAnswerMaxMs,
    connectionsAnswered: answeredConnections.size,
    answered,
    non2xx,
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
};

const runSetup = async (setup: Setup): Promise<Line[]> => {
  const label = `${setup.database}, ${setup.plans} plans, ${setup.instances} instance${setup.instances > 1 ? 's' : ''}`;
  const database = await openDatabase(setup);
  const servers: ChildProcess[] = [];
  const lines: Line[] = [];
  try {
    // One after the other: the first start seeds (and migrates) the database, the second finds it ready.
    const bases: string[] = [];
    for (let i = 0; i < setup.instances; i += 1) {
      const { base, child } = await startServer(database.env);
      servers.push(child);
      bases.push(base);
    }
    const run = `${Date.now().toString(36)}-${setup.database}-${setup.plans}-${setup.instances}`;
    for (const scenario of scenarios(run)) {
      const recorded = await load(bases, scenario.options);
      const line: Line = {
        setup: label,
        scenario: scenario.name,
        requestsPerSecond: Math.round(recorded.latencies.length / DURATION),
        p50Ms: percentile(recorded.latencies, 0.5),
        p99Ms: percentile(recorded.latencies, 0.99),
        total: recorded.latencies.length,
        non2xx: recorded.non2xx,
        errors: recorded.errors,
        firstAnswerMaxMs: recorded.firstAnswerMaxMs,
        connectionsAnswered: recorded.connectionsAnswered,
      };
      let stored = '';
      const encodings = 'encodings' in scenario ? scenario.encodings : undefined;
      if (encodings) {
        const kept = encodings.get('gzip') ?? 0;
        const all = [...encodings.values()].reduce((sum, count) => sum + count, 0);
        line.keptAnswers = kept;
        stored = `, ${kept} of ${all} answers kept ones (warm-up included), the others priced`;
      }
      if ('leads' in scenario) {
        const rows = await database.countLeads(`bench-${run}:`);
        line.storedRows = rows.rows;
        stored = `, stored ${rows.rows} rows for ${recorded.answered} 2xx answers (warm-up included)`;
        // Every 2xx is a row; rows beyond them are the requests still in flight when autocannon stopped (at most
        // one per connection), whose answers it did not wait for. Each key is one row (no duplicate).
        if (rows.rows < recorded.answered || rows.rows > recorded.answered + CONNECTIONS || rows.keys !== rows.rows) {
          stored += ' — LEADS LOST OR DUPLICATED';
          process.exitCode = 1;
        }
      }
      lines.push(line);
      process.stdout.write(
        `${label} | ${scenario.name}: ${line.requestsPerSecond} req/s, p50 ${line.p50Ms} ms, p99 ${line.p99Ms} ms (${line.total} requests; first answers up to ${line.firstAnswerMaxMs} ms on ${line.connectionsAnswered} connections; non-2xx ${line.non2xx}, errors ${line.errors}${stored})\n`,
      );
    }
  } finally {
    await Promise.all(
      servers.map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      ),
    );
  }
  return lines;
};

const main = async () => {
  const setups = parseSetups(process.env.QS_BENCH_SETUPS);
  process.stdout.write(
    `API benchmark: ${CONNECTIONS} connections, ${DURATION} s per scenario, ${setups.length} setup(s)\n`,
  );
  const summary: Line[] = [];
  try {
    for (const setup of setups) summary.push(...(await runSetup(setup)));
  } finally {
    if (cluster) (await cluster).stop();
  }
  process.stdout.write(`${JSON.stringify({ bench: 'api', connections: CONNECTIONS, seconds: DURATION, summary })}\n`);
  // A connection never answered, or nothing recorded, is a failed run, not a fast one.
  if (
    summary.some(
      (line) => line.non2xx > 0 || line.errors > 0 || line.total === 0 || line.connectionsAnswered < CONNECTIONS,
    )
  )
    process.exitCode = 1;
};

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
