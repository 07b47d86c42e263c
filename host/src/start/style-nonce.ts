import { setNonce } from 'get-nonce';
import { NONCE_TIMING } from './nonce-timing.mjs';

/** The navigation's Server-Timing entries, where the browser exposes them (a secure context: https or localhost). */
const navigationTimings = (performance: Performance | undefined): readonly PerformanceServerTiming[] => {
  const [navigation] = (performance?.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.serverTiming ?? [];
};

/**
 * Hands the libraries that add a <style> element at run time the response's CSP nonce (docs/security.md#content-security-policy). The
 * dialogs' scroll lock (Radix, through react-remove-scroll) adds one when the phone menu opens; the CSP
 * refuses inline styles without the nonce, so the style was blocked and the page scrolled behind the drawer.
 * The nonce comes in the answer's Server-Timing header, not in the markup: a page kept by the server and sent to
 * many visitors has the same bytes for all of them, while each answer has a nonce of its own. Only the page's own
 * scripts can read a navigation's Server-Timing entries; markup injected into the page cannot.
 */
export const adoptStyleNonce = (performance: Performance | undefined = globalThis.performance): string | undefined => {
  const nonce = navigationTimings(performance).find((timing) => timing.name === NONCE_TIMING)?.description || undefined;
  if (nonce) setNonce(nonce);
  return nonce;
};
