/** How long a page that cannot paint (a tab opened in the background) waits before it starts anyway. */
export const HIDDEN_START_DELAY_MS = 100;

/**
 * Runs `start` once the browser has painted what it has of the page: the frame after now, then a task. The server
 * rendered the page, so its first paint needs no script; when the page's HTML and scripts arrive together (cached
 * scripts, a fast network) the browser would otherwise run the scripts before it paints, and the visitor would look
 * at a blank page while the app starts. A hidden page paints no frame: it starts at once after a short delay.
 */
export const afterFirstPaint = (start: () => void, { document: doc = document, window: win = window } = {}): void => {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (doc.visibilityState === 'hidden' || typeof win.requestAnimationFrame !== 'function') {
    win.setTimeout(once, doc.visibilityState === 'hidden' ? HIDDEN_START_DELAY_MS : 0);
    return;
  }
  // The animation frame runs just before the paint; the task queued there runs after it.
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
  // A page hidden before its first frame would wait for the visitor to come back.
  doc.addEventListener('visibilitychange', () => win.setTimeout(once, HIDDEN_START_DELAY_MS), { once: true });
};
