// When is the route's area complete? One rule for the prerenderer (the server's Chromium takes the snapshot
// then) and the takeover in the browser (the live page replaces the snapshot then), so that the live page
// shows what the snapshot showed. Plain JavaScript and self-contained: the server passes its source to the
// page it drives (`page.waitForFunction`), the shell's bundle imports it. Typed by route-area.d.mts.

/** The prerender time-out (docs/product/shell.md#prerendering). The snapshot is given up, the takeover forced, after it. */
export const PRERENDER_TIMEOUT_MS = 10000;

/**
 * 'complete': the area has its heading, nothing is loading and no error is shown; 'error': an error panel
 * is shown and nothing is loading (complete for the takeover, never stored as a snapshot); 'busy': a
 * placeholder (`aria-busy`, spinner) is still there; 'empty': nothing rendered yet.
 * With `viewportHeight`, only placeholders in the first `viewportHeight` pixels count (what the visitor
 * sees): cards below the fold load when scrolled to and must not hold the takeover back.
 */
export function routeAreaState(container, options) {
  const area = container && container.querySelector('main');
  if (!area) return 'empty';
  const viewportHeight = options && options.viewportHeight;
  const inView = (element) => {
    if (!viewportHeight) return true;
    const rect = element.getBoundingClientRect();
    return rect.bottom >= 0 && rect.top <= viewportHeight;
  };
  const busy = Array.prototype.some.call(area.querySelectorAll('[aria-busy="true"], .qs-spinner'), inView);
  if (busy) return 'busy';
  if (area.querySelector('[role="alert"]')) return 'error';
  const heading = area.querySelector('h1');
  return heading && heading.textContent.trim() ? 'complete' : 'empty';
}

/**
 * Whether the area shows its heading, loading or not: a frame (a snapshot whose view is placeholders) gives
 * way to the live page from then on, since the live page's own loading state says more than the frame.
 */
export function routeAreaHasHeading(container) {
  const heading = container && container.querySelector('main h1');
  return Boolean(heading && heading.textContent.trim());
}
