// `node scripts/with-postgres.mjs <command…>`: runs the command beside a throwaway PostgreSQL cluster
// (scripts/postgres-cluster.mjs) and gives it the cluster's address in QS_TEST_DATABASE_URL (and DATABASE_URL
// when asked with --as-database-url). The cluster is stopped and deleted when the command ends. If
// QS_TEST_DATABASE_URL is already set, that server is used and no cluster is made. `npm run test:api:pg` runs
// the API's tests this way; docs/adr/0014-postgresql.md says why the suite runs on both databases.
// @ts-check
import { spawn } from 'node:child_process';
import { split, startCluster } from './postgres-cluster.mjs';

const main = async () => {
  const args = process.argv.slice(2);
  const asDatabaseUrl = args[0] === '--as-database-url';
  const command = asDatabaseUrl ? args.slice(1) : args;
  if (command.length === 0) {
    console.error('usage: node scripts/with-postgres.mjs [--as-database-url] <command…>');
    process.exit(2);
  }
  const given = process.env.QS_TEST_DATABASE_URL;
  const cluster = given ? undefined : await startCluster();
  const url = given ?? /** @type {NonNullable<typeof cluster>} */ (cluster).url;
  if (cluster) console.log(`PostgreSQL for this run: ${url}`);
  const { program, args: commandArgs } = split(command);
  const child = spawn(program, commandArgs, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, QS_TEST_DATABASE_URL: url, ...(asDatabaseUrl ? { DATABASE_URL: url } : {}) },
  });
  const finish = (/** @type {number} */ code) => {
    cluster?.stop();
    process.exit(code);
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
};

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
