import { spawn, type ChildProcess } from 'node:child_process';
import { stopChild, waitFor } from './processes';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster } from '../../scripts/postgres-cluster.mjs';
import { REGISTRY_FILE, ROOT } from './environment';

/**
 * docs/adr/0014-postgresql.md, docs/adr/0016-shared-client-state.md: two API instances on one PostgreSQL
 * database (a throwaway cluster from Debian's `postgresql`), behind a host of their own that spreads requests
 * over both (`QS_API_URLS`, ADR 0013), and the agents' inbox in front of them too — beside the suite's site, whose slices it serves on its origin
 * (the e2e environment names that origin in QS_SITE_ORIGINS for the slices' servers).
 */
export const INSTANCES_HOST_PORT = 3013;
export const INSTANCES_SITE = `http://localhost:${INSTANCES_HOST_PORT}`;
export const INSTANCE_PORTS = [4021, 4022] as const;
/** The chat agents' inbox (agent-inbox/, a staff app on its own origin) in front of the same two instances. */
export const INSTANCES_INBOX_PORT = 3015;
export const INSTANCES_INBOX = `http://localhost:${INSTANCES_INBOX_PORT}`;
export const instanceUrl = (index: 0 | 1) => `http://127.0.0.1:${INSTANCE_PORTS[index]}`;

/** The limits the spec runs with: small, so that crossing them takes a few requests. */
export const LIMITS = { leads: 3, compare: 4, powBits: 8 };

export interface ApiInstances {
  databaseUrl: string;
  /** Kills an instance at once (SIGKILL: no goodbye, as a crashed machine). */
  kill: (index: 0 | 1) => Promise<void>;
  /** Starts an instance again on its port, and waits until it answers. */
  restart: (index: 0 | 1) => Promise<void>;
  stop: () => Promise<void>;
}

/** `env`: settings of both API instances beyond the spec's limits (the chat spec pins the chat open). */
export const startApiInstances = async ({ env = {} }: { env?: Record<string, string> } = {}): Promise<ApiInstances> => {
  const cluster = await startCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qs-instances-'));
  const apis: (ChildProcess | undefined)[] = [undefined, undefined];
  let host: ChildProcess | undefined;
  let inbox: ChildProcess | undefined;
  const site = { QS_SITE_ORIGIN: INSTANCES_SITE, QS_HOST_PORT: String(INSTANCES_HOST_PORT) };

  const startApi = async (index: 0 | 1) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...site,
        DATABASE_URL: cluster.url,
        QS_API_HOST: '127.0.0.1',
        QS_API_PORT: String(INSTANCE_PORTS[index]),
        // The PDFs: one folder, as a shared volume would be (the first start draws them, the second finds them).
        QS_DATA_DIR: dataDir,
        QS_BOT_SECRET: 'e2e-two-instances-share-this-secret-0123456789',
        QS_LEAD_LIMIT: String(LIMITS.leads),
        QS_COMPARE_LIMIT: String(LIMITS.compare),
        QS_HUMAN_POW_BITS: String(LIMITS.powBits),
        QS_LOG_LEVEL: 'warn',
        // Behind the host below, on this machine, as `npm start` runs its API; the spec also speaks for visitors
        // itself (X-Forwarded-For from loopback). The API's own default believes nobody.
        QS_TRUSTED_PROXIES: 'loopback',
        ...env,
      },
    });
    apis[index] = child;
    await waitFor(`${instanceUrl(index)}/api/health`, child, `API instance ${index + 1}`);
  };

  try {
    await startApi(0);
    await startApi(1);
    host = spawn(process.execPath, [path.join(ROOT, 'host/server/index.mjs')], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...site,
        QS_REGISTRY_FILE: REGISTRY_FILE,
        QS_API_URLS: `${instanceUrl(0)},${instanceUrl(1)}`,
      },
    });
    await waitFor(`${INSTANCES_SITE}/remotes.json`, host, 'the instances host', 30_000);
    inbox = spawn(process.execPath, [path.join(ROOT, 'agent-inbox/server/index.mjs')], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        QS_AGENT_INBOX_PORT: String(INSTANCES_INBOX_PORT),
        QS_API_URLS: `${instanceUrl(0)},${instanceUrl(1)}`,
      },
    });
    await waitFor(`${INSTANCES_INBOX}/readyz`, inbox, 'the instances agent inbox', 30_000);
  } catch (error) {
    await Promise.all([...apis, host, inbox].map((child) => stopChild(child, 'SIGKILL')));
    cluster.stop();
    throw error;
  }

  return {
    databaseUrl: cluster.url,
    kill: (index) => stopChild(apis[index], 'SIGKILL'),
    restart: (index) => startApi(index),
    stop: async () => {
      await Promise.all([...apis, host, inbox].map((child) => stopChild(child)));
      cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
