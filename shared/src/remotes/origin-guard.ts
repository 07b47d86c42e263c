import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const originOf = (url: string): string => new URL(url, globalThis.location?.href).origin;

/**
 * Federation runtime plugin: manifests and scripts load only from origins the registry names.
 * (The host's Content-Security-Policy enforces the same list for every chunk.)
 */
export const originGuardPlugin = (allowedOrigins: () => ReadonlySet<string>): ModuleFederationRuntimePlugin => {
  const assertAllowed = (url: string) => {
    if (!allowedOrigins().has(originOf(url))) {
      throw new Error(`Origen no autorizado por el registro de remotos: ${originOf(url)}`);
    }
  };
  return {
    name: 'qs-origin-guard',
    beforeRegisterRemote(args) {
      if ('entry' in args.remote) assertAllowed(args.remote.entry);
      return args;
    },
    fetch(url) {
      assertAllowed(url);
      return undefined;
    },
    createScript({ url }) {
      assertAllowed(url);
      return undefined;
    },
  };
};
