import { useEffect } from 'react';

/** Prerender services read the page this long after the last text layer is drawn (docs/product/detail.md#pdf-viewer). */
export const PRERENDER_DELAY_MS = 800;

declare global {
  interface Window {
    /** The flag prerender services (prerender.io and alike) wait for before taking the snapshot. */
    prerenderReady?: boolean;
  }
}

/**
 * Sets `window.prerenderReady` once `ready` has held for PRERENDER_DELAY_MS. It only ever sets the flag:
 * another part of the page may have set it already, and a snapshot must never be held back again.
 */
export const usePrerenderReady = (ready: boolean) => {
  useEffect(() => {
    if (!ready) return undefined;
    const timer = window.setTimeout(() => {
      window.prerenderReady = true;
    }, PRERENDER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);
};
