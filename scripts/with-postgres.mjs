// `node scripts/with-postgres.mjs <command…>`: runs the command beside a throwaway PostgreSQL cluster and
// gives it the cluster's address in QS_TEST_DATABASE_URL (and DATABASE_URL when asked with --as-database-url).
// The cluster lives in a temporary folder, listens on a free loopback port with trust authentication, uses
// the `C` collation the API needs, and is stopped and deleted when the command ends. If QS_TEST_DATABASE_URL
// is already set, that server is used and no cluster is made. `npm run test:api:pg` runs the API's tests
// this way; docs/adr/0014-postgresql.md says why the suite runs on both databases.
// @ts-check
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian keeps each major version's server programs in /usr/lib/postgresql/<major>/bin; the newest wins. */
export const postgresBinDir = (root = '/usr/lib/postgresql') => {
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = majors.map((major) => path.join(root, major, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error(`PostgreSQL's server programs were not found under ${root}: install Debian's postgresql (apt-get install -y postgresql)`);
  return found;
};

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });

/**
 * PostgreSQL refuses to run as root: as root, the cluster's programs run as the `postgres` user Debian's
 * package creates, and the folder is theirs.
 * @param {string} dir
 */
const asServerUser = (dir) => {
  if (process.getuid?.() !== 0) return { wrap: (/** @type {string[]} */ command) => command };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
  return { wrap: (/** @type {string[]} */ command) => ['runuser', '-u', 'postgres', '--', ...command] };
};

/** @param {string[]} command */
const split = (command) => ({ program: /** @type {string} */ (command[0]), args: command.slice(1) });

/** @param {string[]} command */
const runChecked = (command) => {
  const { program, args } = split(command);
  const result = spawnSync(program, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed:\n${result.stdout}${result.stderr}`);
};

/** Starts a throwaway cluster; `stop()` stops it and deletes its folder. */
export const startCluster = async () => {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'qs-pg-'));
  chmodSync(dir, 0o700);
  const { wrap } = asServerUser(dir);
  const data = path.join(dir, 'data');
  runChecked(wrap([path.join(bin, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']));
  const port = await freePort();
  // fsync off: the cluster is thrown away after the run, so durability across an OS crash buys nothing here.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  runChecked(wrap([path.join(bin, 'pg_ctl'), '-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      const { program, args } = split(wrap([path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']));
      spawnSync(program, args);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

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
