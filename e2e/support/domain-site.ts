import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_REGISTRY, E2E_TMP, ROOT } from './environment';

/**
 * A second whole site (API, four remotes, host) on `QS_SITE_DOMAIN=quieroseguro.test`, started exactly as
 * `npm start` starts it. It listens on 127.0.0.2 with the usual ports, beside the suite's localhost site on
 * 127.0.0.1; the `domain` project's Chromium resolves `quieroseguro.test` and `*.quieroseguro.test` to it
 * (`--host-resolver-rules`), so the pages are on http://quieroseguro.test:3000 and its partner subdomains.
 */
export const DOMAIN = 'quieroseguro.test';
export const SITE_ADDRESS = '127.0.0.2';
export const DOMAIN_SITE = `http://${DOMAIN}:3000`;
export const domainOrigin = (subdomain: string): string => `http://${subdomain}.${DOMAIN}:3000`;
export const RESOLVER_RULES = `--host-resolver-rules=MAP ${DOMAIN} ${SITE_ADDRESS}, MAP *.${DOMAIN} ${SITE_ADDRESS}`;

const TMP = path.join(E2E_TMP, 'domain');

/** The local registry with each remote on the site's address (127.0.0.2) instead of localhost. */
const writeRegistry = (): string => {
  const registry = JSON.parse(readFileSync(DEFAULT_REGISTRY, 'utf8')) as {
    remotes: Array<{ entry: string; ssrEntry?: string }>;
  };
  const file = path.join(TMP, 'remotes.json');
  const onSiteAddress = (url: string) => url.replace(/\/\/(localhost|127\.0\.0\.1):/, `//${SITE_ADDRESS}:`);
  const moved = registry.remotes.map((remote) => ({
    ...remote,
    entry: onSiteAddress(remote.entry),
    ...(remote.ssrEntry && { ssrEntry: onSiteAddress(remote.ssrEntry) }),
  }));
  writeFileSync(file, JSON.stringify({ ...registry, remotes: moved }, null, 2));
  return file;
};

const waitForSite = async (deadline: number): Promise<void> => {
  while (Date.now() < deadline) {
    try {
      // Node resolves no quieroseguro.test: ask the address. Ready once every slice's server code is there.
      const answer = await fetch(`http://${SITE_ADDRESS}:3000/readyz`, { signal: AbortSignal.timeout(2000) });
      if (answer.ok) return;
    } catch {
      /* not yet listening */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the ${DOMAIN} site did not start`);
};

export interface DomainSite {
  stop: () => Promise<void>;
}

/** Starts the site (its builds are done by `npm run test:e2e`) and resolves once the host answers. */
export const startDomainSite = async (): Promise<DomainSite> => {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(path.join(TMP, 'data'), { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      QS_SITE_DOMAIN: DOMAIN,
      QS_LISTEN_HOST: SITE_ADDRESS,
      QS_DATA_DIR: path.join(TMP, 'data'),
      QS_REGISTRY_FILE: writeRegistry(),
      QS_COMPARE_LIMIT: '100000',
      QS_CHAT_MODE: 'always',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitForSite(Date.now() + 120_000),
      exited.then(() => Promise.reject(new Error(`the ${DOMAIN} site stopped while starting`))),
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
};
