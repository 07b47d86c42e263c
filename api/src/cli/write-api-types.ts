import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { OPENAPI_PATH } from '../contract/openapi';
import { migrate } from '../db/migrate';
import { createDb } from '../db/open';

/** The repository's root, from src/cli and from dist/cli alike. */
const ROOT = resolve(__dirname, '../../..');

/** The types the host's and the slices' API client reads (docs/adr/0011-one-api-contract.md). */
export const API_PATHS_FILE = join(ROOT, 'contract/src/generated/api-paths.ts');

/**
 * The API's OpenAPI document, built in-process: the app on an empty in-memory database (the routes' schemas need no
 * rows), with an admin token so that the admin routes are in it too.
 */
export const readOpenApiDocument = async (): Promise<string> => {
  const db = createDb({ file: ':memory:' });
  await migrate(db);
  const config = { ...readConfig({}), dbFile: ':memory:', adminToken: 'api-types' };
  const app = await buildApp({ db, config, closeDb: true });
  try {
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    if (response.statusCode !== 200) throw new Error(`GET ${OPENAPI_PATH} answered ${response.statusCode}`);
    return response.body;
  } finally {
    await app.close();
  }
};

/**
 * The generated module's text, from scripts/api-types.mjs (openapi-typescript and prettier, ES modules only) in a
 * child process.
 */
export const apiTypesSource = async (): Promise<string> =>
  execFileSync(process.execPath, [join(ROOT, 'scripts/api-types.mjs')], {
    input: await readOpenApiDocument(),
    encoding: 'utf8',
    cwd: ROOT,
  });

/** `npm run generate:api-types`: writes contract/src/generated/api-paths.ts. */
const main = async () => {
  const source = await apiTypesSource();
  mkdirSync(dirname(API_PATHS_FILE), { recursive: true });
  writeFileSync(API_PATHS_FILE, source);
  process.stdout.write(`Written ${API_PATHS_FILE}\n`);
};

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
