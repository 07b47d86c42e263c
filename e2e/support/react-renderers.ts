import type { Page } from '@playwright/test';

/**
 * Counts React renderers on the page: every react-dom copy registers itself with the devtools
 * hook when it loads, so two copies would mean two registrations.
 */
export const countReactRenderers = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let nextId = 1;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          const id = nextId++;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
        isDisabled: false,
      },
    });
  });
};

export const reactRendererCount = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );

interface LoadState {
  loaded?: boolean;
  lib?: unknown;
}
interface SharedEntry extends LoadState {
  treeShaking?: LoadState;
}

/** Libraries each page must load once, as the federation runtime's share scope records them. */
export const loadedSharedVersions = (page: Page): Promise<Record<string, number>> =>
  page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, SharedEntry>>>> };
      }
    ).__FEDERATION__;
    const counts: Record<string, number> = {};
    for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(instance)) {
        for (const [name, versions] of Object.entries(scope)) {
          // A tree-shaken singleton records its load under `treeShaking` instead of on the entry itself.
          const loaded = Object.values(versions).filter(
            (version) => isLoaded(version) || isLoaded(version.treeShaking),
          ).length;
          counts[name] = Math.max(counts[name] ?? 0, loaded);
        }
      }
    }
    return counts;

    function isLoaded(state: LoadState | undefined): boolean {
      return Boolean(state && (state.loaded || state.lib));
    }
  });
