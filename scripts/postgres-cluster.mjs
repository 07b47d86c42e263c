// A throwaway PostgreSQL cluster from Debian's `postgresql` programs: a temporary folder, a free loopback
// port, trust authentication. Its default collation is ICU's en-US, not C, so that a plain CREATE DATABASE
// sorts text as a server's usual locale does ('a' before 'B') and the API is tested on a database as it comes
// (docs/adr/0014-postgresql.md). Used by `scripts/with-postgres.mjs` (the API's tests on PostgreSQL), the API's
// benchmark and the e2e spec of two API instances.
// @ts-check
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian keeps each major version's server programs in /usr/lib/postgresql/<major>/bin; the newest wins. */
export const postgresBinDir = (root = '/usr/lib/postgresql') => {
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = majors
    .map((major) => path.join(root, major, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found)
    throw new Error(
      `PostgreSQL's server programs were not found under ${root}: install Debian's postgresql (apt-get install -y postgresql)`,
    );
  return found;
};

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
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
export const split = (command) => ({ program: /** @type {string} */ (command[0]), args: command.slice(1) });

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
  runChecked(
    wrap([
      path.join(bin, 'initdb'),
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      // ICU (PostgreSQL 15 and later) rather than a libc locale, which the machine may not have installed (a
      // slim Debian has only C, C.UTF-8 and POSIX); the libc settings, still required, stay C.UTF-8.
      '--locale-provider=icu',
      '--icu-locale=en-US',
      '--locale=C.UTF-8',
      '--no-sync',
    ]),
  );
  const port = await freePort();
  // fsync off: the cluster is thrown away after the run, so durability across an OS crash buys nothing here.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  runChecked(
    wrap([path.join(bin, 'pg_ctl'), '-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']),
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      const { program, args } = split(wrap([path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']));
      spawnSync(program, args);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
