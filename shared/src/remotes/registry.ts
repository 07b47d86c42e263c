import { SLICES, type Slice } from './exposed-modules';

/** One line of /remotes.json: which build of a slice the site uses. */
export interface RegistryEntry {
  name: Slice;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  version: string;
  /**
   * URL of the slice's server container (its build's server/remoteEntry.js), which the host's server
   * renderer loads in Node; browsers never load it. Optional: a slice without one is rendered in the browser.
   */
  ssrEntry?: string;
}

const isSlice = (value: unknown): value is Slice => SLICES.includes(value as Slice);

const isHttpUrl = (value: unknown, base: string): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Validates the registry document; malformed lines are dropped, not trusted. */
export const parseRegistry = (document: unknown, base: string): RegistryEntry[] => {
  const remotes = (document as { remotes?: unknown })?.remotes;
  if (!Array.isArray(remotes)) throw new Error('El registro de remotos no tiene la lista "remotes"');
  return remotes.flatMap((line: Partial<RegistryEntry>) =>
    isSlice(line?.name) && isHttpUrl(line.entry, base) && typeof line.version === 'string'
      ? [
          {
            name: line.name,
            entry: new URL(line.entry, base).href,
            version: line.version,
            // A malformed server entry costs the slice its server rendering, not its place on the page.
            ...(isHttpUrl(line.ssrEntry, base) && { ssrEntry: new URL(line.ssrEntry, base).href }),
          },
        ]
      : [],
  );
};

/** Only the slices a partner may load (all of them outside partner mode). */
export const filterForPartner = (
  entries: RegistryEntry[],
  allowedRemotes: readonly string[] | undefined,
): RegistryEntry[] => (allowedRemotes ? entries.filter((entry) => allowedRemotes.includes(entry.name)) : entries);

/** Origins scripts may come from: the site's own and those the registry names (server entries are not for browsers). */
export const allowedScriptOrigins = (entries: RegistryEntry[], siteOrigin: string): Set<string> =>
  new Set([siteOrigin, ...entries.map((entry) => new URL(entry.entry).origin)]);

export const fetchRegistry = async (
  url = '/remotes.json',
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<RegistryEntry[]> => {
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`No se pudo leer el registro de remotos (${response.status})`);
  return parseRegistry(await response.json(), globalThis.location?.href ?? 'http://localhost/');
};
