// The site the benches measure: the one running on http://localhost:3000, else one started here as `npm start`
// starts it (scripts/start.mjs, with this process's environment: `QS_SSR=on` and the like pass through).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const isListening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
  });

const waitFor = async (port, timeoutMs = 240_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await isListening(port))) {
    if (Date.now() > deadline) throw new Error(`the site did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

const waitForReady = async (timeoutMs = 240_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch('http://127.0.0.1:3000/readyz', { signal: AbortSignal.timeout(3000) }).catch(() => null);
    if (answer?.ok) return;
    if (Date.now() > deadline) throw new Error('the site did not get ready');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

/** Starts the site unless one answers on port 3000; resolves the process started (kill it after), or null. */
export const startSiteIfNeeded = async () => {
  if (await isListening(3000)) return null;
  const site = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(3000);
  // The host serves before every slice's server is up (`npm start` starts each as its build ends): its /readyz
  // answers 200 once every slice's server code is there.
  await waitForReady();
  return site;
};
