import { readFileSync } from 'node:fs';
import { API_PATHS_FILE, apiTypesSource } from './write-api-types';

describe('the generated API types (contract/src/generated/api-paths.ts)', () => {
  it('are those of the API as it is: run npm run generate:api-types after changing a route schema', async () => {
    const committed = readFileSync(API_PATHS_FILE, 'utf8');
    const fresh = await apiTypesSource();
    if (committed !== fresh)
      throw new Error(
        'contract/src/generated/api-paths.ts is stale: the API document changed. Run npm run generate:api-types and commit the file.',
      );
  }, 60_000);
});
