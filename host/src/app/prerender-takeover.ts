import { PRERENDER_TIMEOUT_MS, routeAreaHasHeading, routeAreaState } from './route-area.mjs';
import { replayTaps, takeKeptTaps } from './replay-taps';

/** The User Timing mark of the takeover: `npm run bench:lighthouse` reports it beside LCP. */
export const TAKEOVER_MARK = 'qs-takeover';

export interface TakeoverOptions {
  doc?: Document;
  win?: Window;
  timeoutMs?: number;
}

/**
 * The server may send a prerendered snapshot of the page beside the live `#root` (docs/adr/0007): the
 * snapshot is what the visitor sees first; `#root` is laid out under it, invisible and inert. Once the live
 * route area is complete by the same rule the snapshot was taken with (route-area.mjs; only placeholders
 * in the viewport count), or showing an error, or after the prerender time-out (docs/product/shell.md#prerendering), the snapshot is
 * removed and `#root` shown in the same task, so the browser paints one frame or the other, never both,
 * and the scroll position is kept. Taps the visitor made on the snapshot meanwhile (the server's tap keeper
 * noted them) are then replayed on the live controls at the same points, when the live page is complete;
 * after an error or the time-out the page is not what was tapped, and they are dropped. The moment is
 * marked (TAKEOVER_MARK). Returns a function that stops waiting (tests).
 * A frame (`data-qs-frame`: the page's heading with its view as placeholders, for a view that has no snapshot
 * of its own) gives way as soon as the live area shows its heading: from then on the live page's own
 * loading state (its placeholders and messages) says more than the frame's blank parts. No tap is kept on a
 * frame.
 */
export const startPrerenderTakeover = ({ doc = document, win = window, timeoutMs = PRERENDER_TIMEOUT_MS }: TakeoverOptions = {}) => {
  const snapshot = doc.getElementById('qs-prerendered');
  const root = doc.getElementById('root');
  if (!snapshot || !root) {
    root?.removeAttribute('data-qs-prerender');
    root?.removeAttribute('inert');
    return () => undefined;
  }
  const framed = snapshot.hasAttribute('data-qs-frame');
  let done = false;
  let frame = 0;
  const takeOver = (reason: 'complete' | 'error' | 'timeout') => {
    if (done) return;
    stop();
    const { scrollX, scrollY } = win;
    snapshot.remove();
    root.removeAttribute('data-qs-prerender');
    root.removeAttribute('inert');
    if (win.scrollX !== scrollX || win.scrollY !== scrollY) win.scrollTo(scrollX, scrollY);
    win.performance?.mark?.(TAKEOVER_MARK);
    const taps = takeKeptTaps(win);
    if (reason === 'complete' && taps.length > 0) replayTaps(taps, { doc, win, root });
  };
  const check = () => {
    frame = 0;
    const state = routeAreaState(root, { viewportHeight: win.innerHeight });
    if (state === 'complete' || state === 'error') takeOver(state);
    else if (framed && routeAreaHasHeading(root)) takeOver('complete');
  };
  // Mutations come in bursts while React commits: look once per frame, after the burst.
  const schedule = () => {
    if (!done && !frame) frame = win.requestAnimationFrame(check);
  };
  const observer = new MutationObserver(schedule);
  const timer = win.setTimeout(() => takeOver('timeout'), timeoutMs);
  function stop() {
    done = true;
    observer.disconnect();
    win.clearTimeout(timer);
    if (frame) win.cancelAnimationFrame(frame);
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'role', 'class'] });
  schedule();
  return stop;
};
