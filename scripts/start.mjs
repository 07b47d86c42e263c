// `npm start`: builds what is not built (or was built from other inputs), then serves the whole site, each part in
// its own process and origin as in production. Each server starts as soon as its build is there: the API and the
// host first, each slice when its build ends (until then its part of a page is the slot's error panel, 'Reintentar').
// Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildSite } from './build.mjs';
import { AGENT_INBOX, API, HOST, REMOTES, ROOT } from './workspaces.mjs';
import { waitForPort } from './wait-for-port.mjs';
import { isLocalSite, localAgentLink } from './local-agent-link.mjs';
import { apiProxyTrust, localProxySecret } from './api-proxy-trust.mjs';
import { partnerOrigin, readSiteSettings } from '@qs/contract/rules/site-domain';
import { localMail } from '../tools/mail-catcher/local-mail.mjs';

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

const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

let site;
try {
  // Every process reads the same settings from this environment; read here first to stop on a bad one.
  site = readSiteSettings(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/** Per workspace, a promise resolved once its build is there (reused, or just made). */
const builds = new Map(
  [API, HOST, ...REMOTES, AGENT_INBOX].map(({ dir }) => {
    /** @type {(value?: unknown) => void} */
    let ready = () => {};
    const promise = new Promise((resolve) => (ready = resolve));
    return [dir, { promise, ready }];
  }),
);
const whenBuilt = (dir) => builds.get(dir)?.promise ?? Promise.resolve();
// The API is compiled without its type check (`npm run typecheck` and the tests check it): half its build time.
const building = buildSite({ typeCheck: false, onReady: (dir) => builds.get(dir)?.ready() });
/** Rejects when a build fails; never resolves otherwise. */
const buildFailed = building.then(
  () => new Promise(() => {}),
  (error) => Promise.reject(error),
);

// QS_LISTEN_HOST: the one address every process listens on (default: loopback, as each server's own default).
const listen = process.env.QS_LISTEN_HOST;
const address = listen ?? '127.0.0.1';
const apiUrl = process.env.QS_API_URL ?? `http://${address}:${API.port}`;
// QS_PROXY_SECRET: the host and the slices' servers prove to the API that they are this start's (api-proxy-trust.mjs).
const shared = { QS_HOST_PORT: String(HOST.port), QS_API_URL: apiUrl, ...localProxySecret(process.env) };
// Mail: the local catcher (tools/mail-catcher) unless QS_SMTP_URL names a real server.
const mail = localMail(process.env);
if (mail.catcher) run('mail', ['tools/mail-catcher/main.mjs']);
// The host, started below, is the API's proxy on this machine (scripts/api-proxy-trust.mjs).
const apiEnv = {
  ...shared,
  ...mail.apiEnv,
  QS_API_PORT: String(API.port),
  ...(listen ? { QS_API_HOST: listen } : {}),
  ...apiProxyTrust(process.env),
};
const listening = (port, timeoutMs = 60_000) => waitForPort(port, { host: address, timeoutMs });
const apiUp = whenBuilt(API.dir).then(async () => {
  console.log(`api: starting (a first start migrates and seeds its database; PDFs are drawn on first request)…`);
  run('api', [path.join(API.dir, 'dist/server.js')], apiEnv);
  // Migrations and the seed take a second or two; a generated catalogue (QS_CATALOGUE_PLANS) takes minutes.
  await listening(API.port, 180_000);
  console.log(`api: up (${elapsed()})`);
});
// The host renders pages with the API's answers: it starts once the API listens.
const hostUp = Promise.all([whenBuilt(HOST.dir), apiUp]).then(async () => {
  run('host', [path.join(HOST.dir, 'server/index.mjs')], shared);
  await listening(HOST.port);
});
/** The slices whose server is not up yet. */
const slicesDown = new Set(REMOTES.map((remote) => remote.dir));
let serving = false;
const slicesUp = REMOTES.map((remote) =>
  whenBuilt(remote.dir).then(async () => {
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
    await listening(remote.port);
    slicesDown.delete(remote.dir);
    // The host loads a slice's server container on the next page that needs it: its pages are whole from now on.
    if (serving) console.log(`${remote.dir}: up (${elapsed()}), its parts of the pages are served`);
  }),
);
// The chat agents' inbox: a staff app on its own origin, its /api proxy in front of the same API (agent-inbox/).
const inboxOrigin = `http://localhost:${AGENT_INBOX.port}`;
const inboxUp = Promise.all([whenBuilt(AGENT_INBOX.dir), apiUp]).then(async () => {
  run('inbox', [path.join(AGENT_INBOX.dir, 'server/index.mjs')], {
    ...shared,
    QS_AGENT_INBOX_PORT: String(AGENT_INBOX.port),
  });
  await listening(AGENT_INBOX.port);
});
// Awaited below, all together: one that fails before then is not an unhandled rejection.
for (const up of [...slicesUp, inboxUp]) up.catch(() => {});
try {
  await Promise.race([hostUp, buildFailed]);
  serving = true;
  if (slicesDown.size > 0)
    console.log(
      `\n  Serving at ${site.origin} after ${elapsed()}, while ${[...slicesDown].join(', ')} build${slicesDown.size > 1 ? '' : 's'}: ` +
        `their parts of a page show 'Reintentar' until they are up.\n`,
    );
  await Promise.race([Promise.all([building, ...slicesUp, inboxUp]), buildFailed]);
} catch (error) {
  // Stop what was started rather than leave it running without this process.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
  stop(1);
}
/**
 * On this machine only: a one-time sign-in link to the chat agents' inbox (its own origin, port 3005), for a local agent made on the API's
 * database with the API's own command and environment (scripts/local-agent-link.mjs). Never on a real domain.
 */
const agentInboxLine = async () => {
  if (!isLocalSite(site, process.env)) return `\n  Agent inbox (staff, its own origin): port ${AGENT_INBOX.port}`;
  try {
    const link = await localAgentLink({
      cli: path.join(API.dir, 'dist/cli/chat-agents.js'),
      cwd: ROOT,
      env: { ...process.env, ...apiEnv },
      origin: inboxOrigin,
    });
    return `\n  Agent inbox: ${link}  (one use, 15 minutes)`;
  } catch (error) {
    return `\n  Agent inbox: no sign-in link (${error instanceof Error ? error.message : String(error)})`;
  }
};
if (!stopping) {
  if (mail.inboxUrl)
    console.log(`\n  Mail is caught on this machine: read it at ${mail.inboxUrl} (JSON: ${mail.inboxUrl}/messages)`);
  const agentInbox = await agentInboxLine();
  console.log(
    `\n  The site is running at ${site.origin}  (partner mode: ${partnerOrigin(site, 'aliado')}) on Node ${process.version}, ready in ${elapsed()}${agentInbox}\n  Ctrl-C stops it.\n`,
  );
}
