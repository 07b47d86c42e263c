import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as fieldRules from '@qs/contract/rules/field-rules';

/** Bump when the seed code changes what it builds from unchanged fixtures. */
export const SEED_LOGIC_VERSION = 3;

const FIXTURES_DIR = join(__dirname, '..', 'fixtures');

const files = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : name.endsWith('.json') ? [path] : [];
    });

let cached: string | undefined;

/**
 * A digest of every fixture file, of the seed logic version and of the field rules the served forms are built
 * with (build-forms.ts, docs/product/forms.md#field-rules): it changes when the catalogue would.
 */
const fixturesVersion = (): string => {
  if (cached) return cached;
  const hash = createHash('sha256')
    .update(`logic:${SEED_LOGIC_VERSION}`)
    .update(`field-rules:${JSON.stringify(fieldRules)}`);
  for (const file of files(FIXTURES_DIR)) hash.update(file.slice(FIXTURES_DIR.length)).update(readFileSync(file));
  cached = `${SEED_LOGIC_VERSION}-${hash.digest('hex').slice(0, 12)}`;
  return cached;
};

/**
 * The stored catalogue's version: the fixtures' digest, and for a scaled catalogue (QS_CATALOGUE_PLANS, scale.ts)
 * its number of plans, so that changing the setting reseeds.
 */
export const catalogueVersion = (plans: number | null = null): string =>
  plans === null ? fixturesVersion() : `${fixturesVersion()}-n${plans}`;
