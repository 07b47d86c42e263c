import { startTransition } from 'react';
import { adoptStyleNonce } from './start/style-nonce';
import { yieldToBrowser } from './start/yield-to-browser';
import './shell/shell.css';

// Before anything renders a dialog: its scroll lock's <style> needs the page's CSP nonce.
adoptStyleNonce();
const container = document.getElementById('root')!;
// The server rendered this page (server-render.mjs): the app takes over its markup in place, slot by slot.
const serverRendered = container.hasAttribute('data-ssr');

/** The app has attached to the page: tools (the e2e suite) wait for this mark before they act like a visitor. */
const markLive = () => document.documentElement.setAttribute('data-qs-live', '');

/**
 * The start, in steps that are each their own task (yieldToBrowser): the code of the shared package, of React's
 * renderer and of the shell is evaluated one after the other with the browser free to paint and answer between
 * them, instead of in one task of several hundred milliseconds on a phone (docs/architecture.md#layout-shift-and-long-tasks).
 * Each step's code comes with the page (tools/webpack/startup-assets.js names the chunks of these imports).
 */
const start = async () => {
  const { startSite } = await import('./start/start-site');
  await yieldToBrowser();
  const site = await startSite();
  // An unauthorised framed page stays blank (docs/product/shell.md#iframe-mode), also when the server rendered it.
  if (site.blocked) {
    container.replaceChildren();
    markLive();
    return;
  }
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToBrowser();
  const [{ App }, { bypassesCaches, forgetSeededRequests }, { reportHydrationError }] = await Promise.all([
    import('./app/App'),
    import('@qs/shared'),
    import('./start/hydration-errors'),
  ]);
  await yieldToBrowser();
  // Hydration attaches to the server's markup: each remote slot is a Suspense boundary hydrated on its own as its
  // code arrives, the one the visitor touches first (the slot's code comes with the page: a tap on a slot whose code is
  // not there yet is not answered, docs/adr/0020-server-rendering.md).
  // Staff who asked for fresh answers (force-refresh, internal traffic: switches the server cannot know) get the page
  // rendered anew in the browser, every answer asked past the caches, not the server's (and the page cache's) copy.
  const fresh = bypassesCaches();
  if (serverRendered && !fresh) {
    // A transition, like the plain render below: React hydrates in slices of a few milliseconds and yields to the
    // browser between them. A tap on a part not hydrated yet hydrates that part first.
    startTransition(() => {
      hydrateRoot(container, <App site={site} />, { onRecoverableError: reportHydrationError });
    });
    markLive();
    return;
  }
  // The first render is a transition: React renders it in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task that keeps a phone from answering a tap (docs/architecture.md#layout-shift-and-long-tasks).
  if (fresh) forgetSeededRequests();
  const root = createRoot(container);
  startTransition(() => root.render(<App site={site} />));
  markLive();
};

void start();
