import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startCluster } from '../../scripts/postgres-cluster.mjs';
import { renderNginxConfig } from '../../deploy/nginx/nginx-config.mjs';
import { E2E_TMP, REGISTRY_FILE, ROOT } from './environment';
import { stopChild, waitFor } from './processes';

/**
 * The site as on several machines (docs/operations.md): Debian's nginx with the repo's configuration
 * (deploy/nginx) in front of two hosts, and in front of the API instances for those hosts, on SQLite (one instance)
 * or on a throwaway PostgreSQL cluster (two). The slices come from the suite's own servers, which answer this
 * origin's CORS (QS_SITE_ORIGINS in the e2e environment). Every process's output goes to a file of the run, shown
 * when something does not start.
 */
export const BALANCED_PORT = 3030;
export const BALANCED_SITE = `http://localhost:${BALANCED_PORT}`;
const NGINX_API_PORT = 4030;
const HOST_PORTS = [3031, 3032] as const;
const API_PORTS = [4031, 4032] as const;
const NGINX = process.env.QS_NGINX ?? '/usr/sbin/nginx';

export type Kind = 'host' | 'api';

export interface BalancedSite {
  /** How many API instances run (1 on SQLite, 2 on PostgreSQL). */
  apiCount: number;
  /** The leads stored whose e-mail starts with `prefix`: their idempotency keys, one row each. */
  storedKeys: (prefix: string) => Promise<string[]>;
  /** SIGTERM (a drain: requests under way finish), then the same process again, once ready. */
  restart: (kind: Kind, index: number) => Promise<void>;
  stop: () => Promise<void>;
}

/** Whether something accepts connections on a loopback port. */
const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
  });

const siteSettings = { QS_SITE_ORIGIN: BALANCED_SITE, QS_HOST_PORT: String(BALANCED_PORT) };

export const startBalancedSite = async ({ database }: { database: 'sqlite' | 'postgres' }): Promise<BalancedSite> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qs-balanced-'));
  const children = new Map<string, ChildProcess>();
  const logOf = (name: string) => path.join(dir, `${name}.log`);
  const cluster = database === 'postgres' ? await startCluster() : null;
  const apiCount = cluster ? 2 : 1;
  const sqliteFile = path.join(dir, 'qs.sqlite');
  if (!cluster) {
    // The suite's database as it is now (catalogue, partners): an online copy, so this API starts at once.
    const source = new Database(path.join(E2E_TMP, 'data/qs.sqlite'), { readonly: true, fileMustExist: true });
    await source.backup(sqliteFile);
    source.close();
  }

  const run = (name: string, args: string[], env: Record<string, string>) => {
    const out = openSync(logOf(name), 'a');
    const child = spawn(args[0] === NGINX ? NGINX : process.execPath, args[0] === NGINX ? args.slice(1) : args, {
      cwd: ROOT,
      stdio: ['ignore', out, out],
      env: { ...process.env, ...env },
    });
    closeSync(out);
    children.set(name, child);
    return child;
  };
  const failWith = (name: string, error: unknown) => {
    const log = (() => {
      try {
        return readFileSync(logOf(name), 'utf8').slice(-3000);
      } catch {
        return '';
      }
    })();
    return new Error(`${error instanceof Error ? error.message : String(error)}\n--- ${name}'s output ---\n${log}`);
  };

  const startApi = async (index: number) => {
    const name = `api${index + 1}`;
    const child = run(name, [path.join(ROOT, 'api/dist/server.js')], {
      ...siteSettings,
      QS_API_HOST: '127.0.0.1',
      QS_API_PORT: String(API_PORTS[index]),
      ...(cluster ? { DATABASE_URL: cluster.url } : { QS_DB_FILE: sqliteFile }),
      // The PDFs the suite's API drew (the catalogue is the same).
      QS_DATA_DIR: path.join(E2E_TMP, 'data'),
      // nginx and the hosts are on this machine: their X-Forwarded-For is believed.
      QS_TRUSTED_PROXIES: 'loopback',
      QS_BOT_SECRET: 'e2e-balanced-site-shares-this-secret-0123456789',
      // Every visitor of this spec comes from loopback: the limits are not what it is about.
      QS_LEAD_LIMIT: '1000000',
      QS_RATE_LIMIT_MAX: '1000000',
      QS_COMPARE_LIMIT: '1000000',
      QS_CHAT_MODE: 'always',
      QS_LOG_LEVEL: 'warn',
    });
    await waitFor(`http://127.0.0.1:${API_PORTS[index]}/readyz`, child, name, 120_000).catch((error) => {
      throw failWith(name, error);
    });
  };
  const startHost = async (index: number) => {
    const name = `host${index + 1}`;
    const child = run(name, [path.join(ROOT, 'host/server/index.mjs')], {
      ...siteSettings,
      QS_HOST_PORT: String(HOST_PORTS[index]),
      QS_LISTEN_HOST: '127.0.0.1',
      QS_REGISTRY_FILE: REGISTRY_FILE,
      QS_API_URL: `http://127.0.0.1:${NGINX_API_PORT}`,
      QS_TRUSTED_PROXIES: 'loopback',
    });
    await waitFor(`http://127.0.0.1:${HOST_PORTS[index]}/readyz`, child, name, 60_000).catch((error) => {
      throw failWith(name, error);
    });
  };
  const startNginx = async () => {
    const conf = path.join(dir, 'nginx');
    mkdirSync(conf, { recursive: true });
    writeFileSync(
      path.join(conf, 'quieroseguro.conf'),
      renderNginxConfig(
        {
          QS_NGINX_SITE_LISTEN: `127.0.0.1:${BALANCED_PORT}`,
          QS_NGINX_API_LISTEN: `127.0.0.1:${NGINX_API_PORT}`,
          QS_NGINX_HOSTS: HOST_PORTS.map((port) => `127.0.0.1:${port}`).join(','),
          QS_NGINX_APIS: API_PORTS.slice(0, apiCount)
            .map((port) => `127.0.0.1:${port}`)
            .join(','),
          QS_SITE_DOMAIN: 'localhost',
        },
        readFileSync(path.join(ROOT, 'deploy/nginx/quieroseguro.conf.template'), 'utf8'),
      ),
    );
    // nginx's own file around the repo's configuration: this run's folder for everything it writes.
    writeFileSync(
      path.join(conf, 'nginx.conf'),
      [
        // As root (CI), its workers would become `nobody`, who cannot write this run's folder.
        process.getuid?.() === 0 ? 'user root;' : '',
        'worker_processes 1;',
        `pid ${conf}/nginx.pid;`,
        `error_log ${conf}/error.log warn;`,
        'events { worker_connections 1024; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${conf}/${kind};`),
        `  include ${conf}/quieroseguro.conf;`,
        '}',
      ].join('\n'),
    );
    // Nothing else may answer on its ports (a balancer left from another run would pass for this one).
    for (const port of [BALANCED_PORT, NGINX_API_PORT])
      if (await isListening(port)) throw new Error(`port ${port} is taken: stop what listens there first`);
    const checked = spawnSync(NGINX, ['-t', '-p', conf, '-c', `${conf}/nginx.conf`], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`nginx refused the configuration: ${checked.stderr}`);
    const child = run('nginx', [NGINX, '-p', conf, '-c', `${conf}/nginx.conf`, '-g', 'daemon off;'], {});
    await waitFor(`${BALANCED_SITE}/remotes.json`, child, 'nginx', 30_000).catch((error) => {
      throw failWith('nginx', error);
    });
  };

  const stopAll = async () => {
    // nginx's master ends its workers on SIGTERM; killed outright, it would leave them listening on its ports.
    await Promise.all([...children].map(([name, child]) => stopChild(child, name === 'nginx' ? 'SIGTERM' : 'SIGKILL')));
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < apiCount; index += 1) await startApi(index);
    await Promise.all(HOST_PORTS.map((_port, index) => startHost(index)));
    await startNginx();
  } catch (error) {
    await stopAll();
    throw error;
  }

  const storedKeys = async (prefix: string): Promise<string[]> => {
    if (cluster) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        const { rows } = await client.query(
          "SELECT idempotency_key AS key FROM leads WHERE (fields::jsonb ->> 'email') LIKE $1 ORDER BY id",
          [`${prefix}%`],
        );
        return rows.map((row: { key: string }) => row.key);
      } finally {
        await client.end();
      }
    }
    const db = new Database(sqliteFile, { readonly: true, fileMustExist: true });
    try {
      return (
        db
          .prepare("SELECT idempotency_key AS key FROM leads WHERE json_extract(fields, '$.email') LIKE ? ORDER BY id")
          .all(`${prefix}%`) as { key: string }[]
      ).map((row) => row.key);
    } finally {
      db.close();
    }
  };

  return {
    apiCount,
    storedKeys,
    restart: async (kind, index) => {
      const name = `${kind}${index + 1}`;
      const child = children.get(name);
      if (!child || child.exitCode !== null) throw failWith(name, new Error(`${name} is not running`));
      // A drain ends with 0: every request under way was answered.
      const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
      await stopChild(child, 'SIGTERM');
      const code = await exited;
      if (code !== 0) throw failWith(name, new Error(`${name} ended with ${code} on SIGTERM`));
      await (kind === 'api' ? startApi(index) : startHost(index));
    },
    stop: stopAll,
  };
};
