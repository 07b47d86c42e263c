import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The API package's version (src/ and dist/ both sit next to package.json). */
export const API_VERSION = (
  JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }
).version;
