import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startSite } from './start/start-site';
import { startPrerenderTakeover } from './app/prerender-takeover';
import { adoptStyleNonce } from './start/style-nonce';
import './shell/shell.css';

// Before anything renders a dialog: its scroll lock's <style> needs the page's CSP nonce.
adoptStyleNonce();
const root = createRoot(document.getElementById('root')!);

// A prerendered snapshot (if the server sent one) stays until the live page has the same content.
startPrerenderTakeover();
// An unauthorised framed page stays blank (docs/product/shell.md#iframe-mode). The first render is a transition: React renders
// it in slices of a few milliseconds, yielding to the browser between them, instead of one long task that
// keeps a phone from answering a tap (docs/architecture.md#layout-shift-and-long-tasks).
void startSite().then((site) => !site.blocked && startTransition(() => root.render(<App site={site} />)));
