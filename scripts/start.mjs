// `npm start`: builds what is not built, then serves the whole site, each part in its own
// process and origin as in production. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildSite } from './build.mjs';
import { API, HOST, REMOTES, ROOT } from './workspaces.mjs';
import { waitForPort } from './wait-for-port.mjs';
import { isLocalSite, localAgentLink } from './local-agent-link.mjs';
import { partnerOrigin, readSiteSettings } from '@qs/shared/src/site/site-domain.mjs';

const children = [];

const run = (name, args, env = {}) => {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

let site;
try {
  // Every process reads the same settings from this environment; read here first to stop on a bad one.
  site = readSiteSettings(process.env);
  await buildSite();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// QS_LISTEN_HOST: the one address every process listens on (default: loopback, as each server's own default).
const listen = process.env.QS_LISTEN_HOST;
const address = listen ?? '127.0.0.1';
const apiUrl = process.env.QS_API_URL ?? `http://${address}:${API.port}`;
const shared = { QS_HOST_PORT: String(HOST.port), QS_API_URL: apiUrl };
const apiEnv = { ...shared, QS_API_PORT: String(API.port), ...(listen ? { QS_API_HOST: listen } : {}) };
run('api', [path.join(API.dir, 'dist/server.js')], apiEnv);
for (const remote of REMOTES) {
  run(
    remote.slice,
    [
      'scripts/serve-remote.mjs',
      '--dir',
      path.join(remote.dir, 'dist'),
      '--port',
      String(remote.port),
      ...(listen ? ['--host', listen] : []),
    ],
    shared,
  );
}
try {
  // A first start prepares the API's data (the catalogue's PDFs): over a minute on a busy 2-core machine.
  await waitForPort(API.port, { host: address, timeoutMs: 180_000 });
  run('host', [path.join(HOST.dir, 'server/index.mjs')], shared);
  await Promise.all(
    [HOST.port, ...REMOTES.map((remote) => remote.port)].map((port) => waitForPort(port, { host: address })),
  );
} catch (error) {
  // Stop what was started rather than leave it running without this process.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
  stop(1);
}
/**
 * On this machine only: a one-time sign-in link to the chat agents' inbox, for a local agent made on the API's
 * database with the API's own command and environment (scripts/local-agent-link.mjs). Never on a real domain.
 */
const agentInboxLine = async () => {
  if (!isLocalSite(site, process.env)) return '';
  try {
    const link = await localAgentLink({
      cli: path.join(API.dir, 'dist/cli/chat-agents.js'),
      cwd: ROOT,
      env: { ...process.env, ...apiEnv },
      origin: site.origin,
    });
    return `\n  Agent inbox: ${link}  (one use, 15 minutes)`;
  } catch (error) {
    return `\n  Agent inbox: no sign-in link (${error instanceof Error ? error.message : String(error)})`;
  }
};
if (!stopping) {
  const agentInbox = await agentInboxLine();
  console.log(
    `\n  The site is running at ${site.origin}  (partner mode: ${partnerOrigin(site, 'aliado')}) on Node ${process.version}${agentInbox}\n  Ctrl-C stops it.\n`,
  );
}
