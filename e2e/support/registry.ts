import { readFileSync, writeFileSync } from 'node:fs';
import { DEFAULT_REGISTRY, REGISTRY_FILE } from './environment';

interface Entry {
  name: string;
  entry: string;
  version: string;
}

/** Points one slice of the running site's registry at another build (the host re-reads it per request). */
export const pointSliceAt = (slice: string, entry: string, version: string): void => {
  const registry = JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')) as { remotes: Entry[] };
  registry.remotes = registry.remotes.map((line) => (line.name === slice ? { name: slice, entry, version } : line));
  writeFileSync(REGISTRY_FILE, JSON.stringify(registry, null, 2));
};

export const restoreRegistry = (): void => writeFileSync(REGISTRY_FILE, readFileSync(DEFAULT_REGISTRY));
