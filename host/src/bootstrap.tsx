import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startSite } from './start/start-site';
import { startPrerenderTakeover } from './app/prerender-takeover';
import './shell/shell.css';

const root = createRoot(document.getElementById('root')!);

// A prerendered snapshot (if the server sent one) stays until the live page has the same content.
startPrerenderTakeover();
// An unauthorised framed page stays blank (seed 000 §8).
void startSite().then((site) => !site.blocked && root.render(<App site={site} />));
