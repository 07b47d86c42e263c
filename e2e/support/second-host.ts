import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { CAPTURE_PORT, REGISTRY_FILE, ROOT, SNAPSHOT_DIR } from './environment';

/**
 * A second host process beside the suite's site, as a second machine behind the balancer would run it:
 * the same site origin, registry and API, no capture worker of its own (QS_CAPTURE_URL names the first
 * host's) and the same snapshot folder (docs/deploy.md, several hosts).
 */
export const SECOND_HOST_PORT = 3012;
export const SECOND_HOST = `http://127.0.0.1:${SECOND_HOST_PORT}`;

export interface SecondHost {
  stop: () => Promise<void>;
}

export const startSecondHost = async (): Promise<SecondHost> => {
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'host/server/index.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      QS_HOST_PORT: String(SECOND_HOST_PORT),
      QS_LISTEN_HOST: '127.0.0.1',
      QS_SITE_ORIGIN: 'http://localhost:3000',
      QS_REGISTRY_FILE: REGISTRY_FILE,
      QS_CAPTURE_URL: `http://127.0.0.1:${CAPTURE_PORT}`,
      QS_PRERENDER_TOKEN: process.env.QS_E2E_PRERENDER_TOKEN,
      QS_SNAPSHOT_DIR: SNAPSHOT_DIR,
      QS_PRERENDER_WARM: '0',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${SECOND_HOST}/remotes.json`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error('the second host did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
};
