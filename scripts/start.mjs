// `npm start`: builds what is not built, then serves the whole site, each part in its own
// process and origin as in production. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildSite } from './build.mjs';
import { API, HOST, REMOTES, ROOT } from './workspaces.mjs';
import { waitForPort } from './wait-for-port.mjs';

const children = [];

const run = (name, args, env = {}) => {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const forward = (stream, target) =>
    stream.on('data', (chunk) => target.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}stopped (${signal ?? code}); stopping the site`);
      stop(1);
    }
  });
  children.push(child);
};

let stopping = false;
const stop = (code = 0) => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  buildSite();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

run('api', [path.join(API.dir, 'dist/server.js')], { QS_API_PORT: String(API.port) });
for (const remote of REMOTES) {
  run(remote.slice, ['scripts/serve-remote.mjs', '--dir', path.join(remote.dir, 'dist'), '--port', String(remote.port)]);
}
await waitForPort(API.port);
run('host', [path.join(HOST.dir, 'server/index.mjs')], { QS_HOST_PORT: String(HOST.port) });
await Promise.all([HOST.port, ...REMOTES.map((remote) => remote.port)].map((port) => waitForPort(port)));
console.log(`\n  The site is running at http://localhost:${HOST.port}  (partner mode: http://aliado.localhost:${HOST.port}) on Node ${process.version}\n  Ctrl-C stops it.\n`);
