import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startSite } from './start/start-site';
import './shell/shell.css';

const root = createRoot(document.getElementById('root')!);

void startSite().then((site) => root.render(<App site={site} />));
