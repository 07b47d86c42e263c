import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A singleton a remote requires in a range the page's copy is not in. */
export interface SharedMismatch {
  /** The remote's container name (qs_detail, ...). */
  remote: string;
  pkg: string;
  required: string;
  provided: string;
}

/** What a remote declares of one shared module (its manifest's `shared` line, or its share scope entry's config). */
export interface DeclaredShare {
  name: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

/**
 * The singletons `remote` declares whose required range the page's copy (`provided`) does not satisfy. A package the
 * page does not share is the remote's own business (it brings its copy), and so is a range that is not a string.
 */
export const unsatisfiedSingletons = (
  remote: string,
  declared: readonly DeclaredShare[],
  provided: (pkg: string) => string | undefined,
): SharedMismatch[] =>
  declared.flatMap(({ name, singleton, requiredVersion: required }) => {
    const version = provided(name);
    return singleton && typeof required === 'string' && version && !satisfy(version, required)
      ? [{ remote, pkg: name, required, provided: version }]
      : [];
  });

interface HostOptions {
  name: string;
  shared: Record<string, ReadonlyArray<{ version?: string; from?: string }>>;
}

/** The version of `pkg` the host itself shares (its own build's copy, which every singleton resolves to). */
const hostVersion = (host: HostOptions) => (pkg: string) =>
  host.shared[pkg]?.find((share) => share.from === host.name)?.version;

interface ScopeEntry {
  from?: string;
  shareConfig?: { singleton?: boolean; requiredVersion?: string | false };
}

/** What `remote`'s container registered in the share scope when it was initialized (every entry lists its origin). */
const registeredBy = (remote: string, scope: Record<string, Record<string, ScopeEntry>>): DeclaredShare[] =>
  Object.entries(scope).flatMap(([name, versions]) =>
    Object.values(versions)
      .filter((entry) => entry.from === remote)
      .map(({ shareConfig }) => ({ name, ...shareConfig })),
  );

/**
 * Federation runtime plugin: refuses a remote that requires a singleton (React, the event bus in @qs/shared, ...) in a
 * version the page does not have. A singleton cannot fall back to the remote's own copy (two Reacts, two buses), and
 * running the remote on the page's older copy breaks it silently; so the remote is not loaded, and `refuse` says why
 * (its error rejects the load: the slot shows its error panel). Browsers check the remote's manifest before its entry
 * is fetched; a container loaded without a manifest (the server renderer's) is checked by what its initialization
 * registered, before any of its modules runs.
 */
export const sharedVersionGuardPlugin = (
  refuse: (mismatches: SharedMismatch[]) => Error,
): ModuleFederationRuntimePlugin => {
  const check = (mismatches: SharedMismatch[]) => {
    if (mismatches.length > 0) throw refuse(mismatches);
  };
  return {
    name: 'qs-shared-version-guard',
    loadRemoteSnapshot(args) {
      if (args.manifestJson) {
        const host = args.options as unknown as HostOptions;
        check(unsatisfiedSingletons(args.moduleInfo.name, args.manifestJson.shared, hostVersion(host)));
      }
      return args;
    },
    initContainer(args) {
      const host = args.origin.options as unknown as HostOptions;
      const scope = args.shareScope as unknown as Record<string, Record<string, ScopeEntry>>;
      const remote = args.remoteInfo.name;
      check(unsatisfiedSingletons(remote, registeredBy(remote, scope), hostVersion(host)));
      return args;
    },
  };
};
