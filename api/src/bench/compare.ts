import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/**
 * `npm run bench:api -w api`: starts the built server on a free loopback port with its own data folder and
 * limits raised (the bot rule would otherwise answer 401), then loads the compare call with autocannon:
 * GET as a first visit does, POST with a family profile as the results page does after the profile form.
 */
const DURATION = Number(process.env.QS_BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.QS_BENCH_CONNECTIONS ?? 10);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const waitForHealth = async (base: string, child: ChildProcess) => {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start in 30 s');
};

const profile = {
  ingresodatos: true,
  cotizante: [{ edad: 38, sexo: 'Femenino', eps_actual: 'EPS101' }, { edad: 41, sexo: 'Masculino' }],
  cargas: [{ edad: 9, sexo: 'Masculino', parentesco: 'Hijo' }, { edad: 4, sexo: 'Femenino', parentesco: 'Hijo' }],
};

const scenarios = (base: string) => [
  { name: 'GET  compare, EPS+ASEG, page 1 of 20', options: { url: `${base}/api/insurance/compare/metadata?organizationTypes=EPS,ASEG&take=20` } },
  {
    name: 'POST compare, prepaid, family of 4 priced',
    options: {
      url: `${base}/api/insurance/compare/metadata`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ organizationTypes: ['MEDICINA PREPAGADA', 'ASEG'], order: 'lowerPrice', take: 20, profile }),
    },
  },
];

const main = async () => {
  const port = await freePort();
  const dataDir = process.env.QS_BENCH_DATA_DIR ?? join(tmpdir(), 'qs-api-bench');
  mkdirSync(dataDir, { recursive: true });
  const server = spawn(process.execPath, [join(__dirname, '..', 'server.js')], {
    env: { ...process.env, QS_API_HOST: '127.0.0.1', QS_API_PORT: String(port), QS_DATA_DIR: dataDir, QS_DB_FILE: '', QS_COMPARE_LIMIT: '100000000', QS_RATE_LIMIT_MAX: '100000000', QS_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, server);
    process.stdout.write(`compare benchmark: ${CONNECTIONS} connections, ${DURATION} s per scenario, server pid ${server.pid} on ${base}\n`);
    const summary = [];
    for (const scenario of scenarios(base)) {
      const result = await autocannon({ ...scenario.options, connections: CONNECTIONS, duration: DURATION });
      const line = { scenario: scenario.name, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, total: result.requests.total, non2xx: result.non2xx, errors: result.errors };
      summary.push(line);
      process.stdout.write(`${scenario.name}: ${line.requestsPerSecond} req/s, p50 ${line.p50Ms} ms, p99 ${line.p99Ms} ms (${line.total} requests, non-2xx ${line.non2xx}, errors ${line.errors})\n`);
    }
    process.stdout.write(`${JSON.stringify({ bench: 'compare', summary })}\n`);
    if (summary.some((line) => line.non2xx > 0 || line.errors > 0)) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
