import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startSite } from './start/start-site';
import './shell/shell.css';

const root = createRoot(document.getElementById('root')!);

// An unauthorised framed page stays blank (seed 000 §8).
void startSite().then((site) => !site.blocked && root.render(<App site={site} />));
