import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { bypassesCaches, forgetSeededRequests } from '@qs/shared';
import { App } from './app/App';
import { startSite } from './start/start-site';
import { adoptStyleNonce } from './start/style-nonce';
import { reportHydrationError } from './start/hydration-errors';
import './shell/shell.css';

// Before anything renders a dialog: its scroll lock's <style> needs the page's CSP nonce.
adoptStyleNonce();
const container = document.getElementById('root')!;
// The server rendered this page (server-render.mjs): the app takes over its markup in place, slot by slot.
const serverRendered = container.hasAttribute('data-ssr');

/** The app has attached to the page: tools (the e2e suite) wait for this mark before they act like a visitor. */
const markLive = () => document.documentElement.setAttribute('data-qs-live', '');

void startSite().then((site) => {
  // An unauthorised framed page stays blank (docs/product/shell.md#iframe-mode), also when the server rendered it.
  if (site.blocked) {
    container.replaceChildren();
    markLive();
    return;
  }
  // Hydration attaches to the server's markup: each remote slot is a Suspense boundary hydrated on its own as its
  // code arrives, the one the visitor touches first (the slot's code comes with the page: a tap on a slot whose code is
  // not there yet is not answered, docs/adr/0020-server-rendering.md).
  // Staff who asked for fresh answers (force-refresh, internal traffic: switches the server cannot know) get the page
  // rendered anew in the browser, every answer asked past the caches, not the server's (and the page cache's) copy.
  const fresh = bypassesCaches();
  if (serverRendered && !fresh) {
    hydrateRoot(container, <App site={site} />, { onRecoverableError: reportHydrationError });
    markLive();
    return;
  }
  // The first render is a transition: React renders it in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task that keeps a phone from answering a tap (docs/architecture.md#layout-shift-and-long-tasks).
  if (fresh) forgetSeededRequests();
  const root = createRoot(container);
  startTransition(() => root.render(<App site={site} />));
  markLive();
});
