import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const E2E_TMP = path.join(ROOT, 'e2e/.e2e-tmp');
export const REGISTRY_FILE = path.join(E2E_TMP, 'remotes.json');
export const DEFAULT_REGISTRY = path.join(ROOT, 'host/registry/remotes.local.json');

/** A fresh data folder and a copy of the local registry for this run; returns the site's env. */
export const prepareE2eEnvironment = (): Record<string, string> => {
  if (!process.env.QS_E2E_PREPARED) {
    rmSync(E2E_TMP, { recursive: true, force: true });
    mkdirSync(path.join(E2E_TMP, 'data'), { recursive: true });
    copyFileSync(DEFAULT_REGISTRY, REGISTRY_FILE);
    process.env.QS_E2E_PREPARED = '1';
  }
  return {
    QS_DATA_DIR: path.join(E2E_TMP, 'data'),
    QS_REGISTRY_FILE: REGISTRY_FILE,
    // The journeys call compare many times from one address; the bot rule has its own API tests.
    QS_COMPARE_LIMIT: '100000',
    // Every request of the run comes from loopback: the browser's, the server renderer's asking the API for each
    // page a spec visits, the hosts' own lookups. Two full runs of the suite each had one phone spec at the start of the
    // mobile project find the API refusing it as a whole (no bell, no plan, no PDF), near the 1000 a minute a
    // visitor gets. The limit has its own API tests (a visitor's address, as in production).
    QS_RATE_LIMIT_MAX: '100000',
    // Chat availability must not depend on the clock (support hours); partners without chat still get none.
    QS_CHAT_MODE: 'always',
    // A second origin of the main site: the host in front of two API instances (support/api-instances.ts)
    // loads the slices from this run's servers, which answer CORS only for the site's origins.
    QS_SITE_ORIGINS: 'http://localhost:3013,http://localhost:3030',
  };
};
