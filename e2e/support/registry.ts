import { readFileSync, writeFileSync } from 'node:fs';
import { DEFAULT_REGISTRY, REGISTRY_FILE } from './environment';

interface Entry {
  name: string;
  entry: string;
  version: string;
  ssrEntry?: string;
}

/**
 * Points one slice of the running site's registry at another build (the host re-reads it per request). Its server
 * container moves with it (a build writes it to server/ next to its manifest): the server must render the build
 * the browser hydrates.
 */
export const pointSliceAt = (slice: string, entry: string, version: string): void => {
  const registry = JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')) as { remotes: Entry[] };
  const ssrEntry = new URL('server/remoteEntry.js', entry).href;
  registry.remotes = registry.remotes.map((line) =>
    line.name === slice ? { name: slice, entry, version, ssrEntry } : line,
  );
  writeFileSync(REGISTRY_FILE, JSON.stringify(registry, null, 2));
};

export const restoreRegistry = (): void => writeFileSync(REGISTRY_FILE, readFileSync(DEFAULT_REGISTRY));

/** Points one slice's server container elsewhere (its browser container stays): a server that cannot load it. */
export const pointServerContainerAt = (slice: string, ssrEntry: string): void => {
  const registry = JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')) as { remotes: Entry[] };
  registry.remotes = registry.remotes.map((line) => (line.name === slice ? { ...line, ssrEntry } : line));
  writeFileSync(REGISTRY_FILE, JSON.stringify(registry, null, 2));
};
