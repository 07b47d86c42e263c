import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, sliceOf, type ExposedComponent, type ExposedModuleId, type Slice } from './exposed-modules';
import { allowedScriptOrigins, type RegistryEntry } from './registry';
import { originGuardPlugin } from './origin-guard';
import { releasePreloads } from './preload-hints';

/** What the host registered at start: the one registry every load goes through. */
const registered = new Map<Slice, RegistryEntry>();
let allowedOrigins: ReadonlySet<string> = new Set();
let guardInstalled = false;
/** A retry waits until the shell's preload hints of that remote are out of the way (preload-hints.ts). */
const releasing = new Map<Slice, Promise<void>>();

const toRemote = (entry: RegistryEntry) => ({ name: containerName(entry.name), entry: entry.entry, version: entry.version });

/** Registers the registry's remotes with the federation runtime. Nothing is fetched yet. */
export const registerSlices = (entries: RegistryEntry[]): void => {
  allowedOrigins = allowedScriptOrigins(entries, globalThis.location?.origin ?? 'http://localhost');
  if (!guardInstalled) {
    registerPlugins([originGuardPlugin(() => allowedOrigins)]);
    guardInstalled = true;
  }
  registered.clear();
  for (const entry of entries) registered.set(entry.name, entry);
  registerRemotes(entries.map(toRemote), { force: true });
};

export const registeredSlice = (slice: Slice): RegistryEntry | undefined => registered.get(slice);

export class SliceUnavailableError extends Error {
  constructor(readonly slice: Slice, reason: string) {
    super(reason);
    this.name = 'SliceUnavailableError';
  }
}

/** Loads one exposed component. Rejects when the slice is not in the registry or cannot be reached. */
export const loadExposed = async <Id extends ExposedModuleId>(id: Id): Promise<ExposedComponent<Id>> => {
  const slice = sliceOf(id);
  if (!registered.has(slice)) throw new SliceUnavailableError(slice, `El módulo ${slice} no está disponible en este sitio`);
  await releasing.get(slice);
  const module = await loadRemote<{ default: ExposedComponent<Id> }>(id);
  if (!module?.default) throw new SliceUnavailableError(slice, `No se pudo cargar ${id}`);
  return module.default;
};

/** Exposed modules whose files were asked for ahead (preloadExposed), so each is asked for once. */
const preloaded = new Set<ExposedModuleId>();

/**
 * Fetches the files of an exposed module (its remote's entry, its chunks and CSS) ahead of the route that shows
 * it, without running any of it: a link the visitor points at, focuses or touches (the shell's
 * useLinkIntentPreload). Once per module; nothing for a slice the registry does not name (a partner's), and a
 * failure is forgotten (the route's own load reports it as before).
 */
export const preloadExposed = (id: ExposedModuleId): void => {
  const slice = sliceOf(id);
  if (preloaded.has(id) || !registered.has(slice)) return;
  preloaded.add(id);
  void preloadRemote([{ nameOrAlias: containerName(slice), exposes: [id.slice(id.indexOf('/') + 1)], resourceCategory: 'sync' }]).catch(() => {
    preloaded.delete(id);
  });
};

/** Forgets a failed remote (entry, manifest cache) so that the next load fetches it again. */
export const resetSlice = (slice: Slice): void => {
  const entry = registered.get(slice);
  if (!entry) return;
  releasing.set(slice, releasePreloads(new URL(entry.entry).origin));
  registerRemotes([toRemote(entry)], { force: true });
};
