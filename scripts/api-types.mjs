// The API's OpenAPI document (JSON on stdin) as the TypeScript types the API client reads (on stdout):
// openapi-typescript, then prettier with the repository's settings. The API's generator
// (api/src/cli/write-api-types.ts) and its staleness test run it as a child process: both are ES modules only.
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_PATHS_FILE = path.join(ROOT, 'contract/src/generated/api-paths.ts');

const HEADER = `/**
 * The API's paths, their parameters, bodies and answers, generated from its OpenAPI document (GET /api/openapi.json)
 * by openapi-typescript. Do not edit: run \`npm run generate:api-types\` after changing a route's schema.
 */
`;

/** @param {string} a @param {string} b */
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The module's text: the same document always gives the same bytes (paths sorted, so that the order the routes are
 * registered in does not move them).
 * @param {{ paths?: Record<string, unknown> }} document
 */
export const apiTypesSource = async (document) => {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).sort(([a], [b]) => byText(a, b)));
  const ast = await openapiTS(/** @type {never} */ ({ ...document, paths }), { alphabetize: true, exportType: true });
  const options = await prettier.resolveConfig(API_PATHS_FILE);
  return prettier.format(`${HEADER}\n${astToString(ast)}`, { ...options, filepath: API_PATHS_FILE });
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(await apiTypesSource(JSON.parse(await text(process.stdin))));
}
