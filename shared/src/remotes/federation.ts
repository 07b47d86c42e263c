import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, sliceOf, type ExposedComponent, type ExposedModuleId, type Slice } from './exposed-modules';
import { allowedScriptOrigins, type RegistryEntry } from './registry';
import { originGuardPlugin } from './origin-guard';
import { releasePreloads } from './preload-hints';
import { sharedVersionGuardPlugin, type SharedMismatch } from './shared-version-guard';
import { getEventBus } from '../events/event-bus';

/** What the host registered at start: the one registry every load goes through. */
const registered = new Map<Slice, RegistryEntry>();
let allowedOrigins: ReadonlySet<string> = new Set();
let guardInstalled = false;
let versionGuardInstalled = false;
/** A retry waits until the shell's preload hints of that remote are out of the way (preload-hints.ts). */
const releasing = new Map<Slice, Promise<void>>();

const toRemote = (entry: RegistryEntry) => ({
  name: containerName(entry.name),
  entry: entry.entry,
  version: entry.version,
});

/**
 * Each registration and each slice's retry starts a new generation of its loads: a slot renders the module of the
 * generation it started in (lazy-exposed.ts), and a retry or a switched registry loads again.
 */
let registration = 0;
const retries = new Map<Slice, number>();
/** Which load of `slice` a slot starting now renders: changes with a new registration or a retry of the slice. */
export const loadGeneration = (slice: Slice): string => `${registration}.${retries.get(slice) ?? 0}`;

/**
 * A remote that needs a newer copy of a singleton than the page has is refused (shared-version-guard.ts): said on the
 * console and on the bus (`slice/incompatible`), and its load fails with this error, so the slot shows its error panel
 * (and reports the failure) in the browser, and the server leaves the slot to the browser.
 */
const refuseIncompatible = (mismatches: SharedMismatch[]): Error => {
  const slice = mismatches[0]!.remote.replace(/^qs_/, '') as Slice;
  const needs = mismatches.map(({ pkg, required, provided }) => `${pkg} ${required} (el sitio tiene ${provided})`);
  const reason = `El módulo ${slice} requiere ${needs.join(', ')}`;
  console.error(`[qs] ${reason}`, mismatches);
  getEventBus().emit('slice/incompatible', {
    slice,
    mismatches: mismatches.map(({ pkg, required, provided }) => ({ pkg, required, provided })),
  });
  return new SliceUnavailableError(slice, reason);
};

const installVersionGuard = (): void => {
  if (versionGuardInstalled) return;
  registerPlugins([sharedVersionGuardPlugin(refuseIncompatible)]);
  versionGuardInstalled = true;
};

/** Registers the registry's remotes with the federation runtime. Nothing is fetched yet. */
export const registerSlices = (entries: RegistryEntry[]): void => {
  allowedOrigins = allowedScriptOrigins(entries, globalThis.location?.origin ?? 'http://localhost');
  if (!guardInstalled) {
    registerPlugins([originGuardPlugin(() => allowedOrigins)]);
    guardInstalled = true;
  }
  installVersionGuard();
  registration += 1;
  registered.clear();
  for (const entry of entries) registered.set(entry.name, entry);
  registerRemotes(entries.map(toRemote), { force: true });
};

/**
 * The server renderer's registration: the slices that publish a server container (`ssrEntry`), loaded from it. A
 * slice without one is not registered, so its slots render in the browser. The same registry registered again
 * changes nothing; a switched or rolled-back line is loaded from its new entry by the next render.
 */
export const registerServerSlices = (entries: RegistryEntry[]): void => {
  const served = entries.filter((entry) => entry.ssrEntry);
  const same =
    served.length === registered.size &&
    served.every((entry) => registered.get(entry.name)?.ssrEntry === entry.ssrEntry);
  if (same) return;
  installVersionGuard();
  registration += 1;
  registered.clear();
  for (const entry of served) registered.set(entry.name, entry);
  registerRemotes(
    served.map((entry) => ({ name: containerName(entry.name), entry: entry.ssrEntry!, version: entry.version })),
    { force: true },
  );
};

export const registeredSlice = (slice: Slice): RegistryEntry | undefined => registered.get(slice);

export class SliceUnavailableError extends Error {
  constructor(
    readonly slice: Slice,
    reason: string,
  ) {
    super(reason);
    this.name = 'SliceUnavailableError';
  }
}

/** Loads one exposed component. Rejects when the slice is not in the registry or cannot be reached. */
export const loadExposed = async <Id extends ExposedModuleId>(id: Id): Promise<ExposedComponent<Id>> => {
  const slice = sliceOf(id);
  if (!registered.has(slice))
    throw new SliceUnavailableError(slice, `El módulo ${slice} no está disponible en este sitio`);
  await releasing.get(slice);
  let module: { default: ExposedComponent<Id> } | null;
  try {
    module = await loadRemote<{ default: ExposedComponent<Id> }>(id);
  } catch (error) {
    forgetServerSlice(slice);
    throw error;
  }
  if (!module?.default) throw new SliceUnavailableError(slice, `No se pudo cargar ${id}`);
  return module.default;
};

const FORGET_EVERY_MS = 1_000;
/** On the server: when each slice was last forgotten after a failed load. */
const forgotten = new Map<Slice, number>();

/**
 * On the server (no visitor there to press Reintentar): forgets a slice whose server container could not be loaded,
 * so that a later render loads it again instead of failing on the runtime's remembered failure. A slice whose server was not up yet (`npm start` serves before every slice is built) or was
 * restarted is rendered again as soon as it answers.
 */
const forgetServerSlice = (slice: Slice, now = Date.now()): void => {
  const entry = registered.get(slice);
  if (typeof window !== 'undefined' || !entry?.ssrEntry) return;
  // At most once a second: a render meanwhile fails at once on the runtime's remembered failure, and calls this again
  // (lazy-exposed.ts makes each render's load anew after a failure on the server).
  if (now - (forgotten.get(slice) ?? 0) < FORGET_EVERY_MS) return;
  forgotten.set(slice, now);
  registerRemotes([{ name: containerName(slice), entry: entry.ssrEntry, version: entry.version }], { force: true });
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
  void preloadRemote([
    { nameOrAlias: containerName(slice), exposes: [id.slice(id.indexOf('/') + 1)], resourceCategory: 'sync' },
  ]).catch(() => {
    preloaded.delete(id);
  });
};

/** Forgets a failed remote (entry, manifest cache) so that the next load fetches it again. */
export const resetSlice = (slice: Slice): void => {
  retries.set(slice, (retries.get(slice) ?? 0) + 1);
  const entry = registered.get(slice);
  if (!entry) return;
  releasing.set(slice, releasePreloads(new URL(entry.entry).origin));
  registerRemotes([toRemote(entry)], { force: true });
};
