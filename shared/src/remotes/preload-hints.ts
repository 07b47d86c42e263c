const SETTLE_TIMEOUT_MS = 5000;

/**
 * The shell's HTML preloads the current route's remote files (host/server/route-hints.mjs). Chromium
 * answers a later request for a URL with its pending preload, even one that failed: after a remote was
 * unreachable, Reintentar would get the old error without asking the network. Before a retry, each
 * hinted script of the remote's origin is consumed by a throw-away <script> (a failed preload only
 * errors; one that did arrive runs as the runtime's own tag would) and the hints are dropped.
 */
export const releasePreloads = async (origin: string, doc: Document = document): Promise<void> => {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter((link) => {
    try {
      return new URL(link.href).origin === origin;
    } catch {
      return false;
    }
  });
  await Promise.all(
    links
      .filter((link) => link.getAttribute('as') === 'script')
      .map(
        (link) =>
          new Promise<void>((resolve) => {
            const script = doc.createElement('script');
            const done = () => {
              clearTimeout(timer);
              script.remove();
              resolve();
            };
            const timer = setTimeout(done, SETTLE_TIMEOUT_MS);
            script.addEventListener('load', done);
            script.addEventListener('error', done);
            script.src = link.href;
            doc.head.append(script);
          }),
      ),
  );
  for (const link of links) link.remove();
};
