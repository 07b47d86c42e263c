// The capture worker: one process with the Chromium that takes snapshots, apart from the processes that
// answer visitors. Hosts send it jobs over HTTP (capture-service.mjs); it writes the snapshots into the
// folder every host reads (snapshot-store.mjs). A host starts one for itself unless QS_CAPTURE_URL names a
// shared one (docs/deploy.md: several hosts, one worker). Run on its own: `npm run capture-worker -w host`.
import { readSiteSettings } from '@qs/shared/src/site/site-domain.mjs';
import { buildCaptureService } from './capture-service.mjs';
import { createPrerenderer } from './prerenderer.mjs';
import { FRAME_TTL_MS, createSnapshotStore } from './snapshot-store.mjs';

const env = process.env;
/** @type {(message: string) => never} */
const fail = (message) => {
  console.error(`capture worker: ${message}`);
  process.exit(1);
};
if (!env.QS_PRERENDER_TOKEN || env.QS_PRERENDER_TOKEN.length < 16) fail('QS_PRERENDER_TOKEN (at least 16 characters, the one the hosts have) is required');
if (!env.QS_SNAPSHOT_DIR) fail('QS_SNAPSHOT_DIR (the folder the hosts read snapshots from) is required');
const site = readSiteSettings(env);
const config = {
  port: Number(env.QS_CAPTURE_PORT ?? 3100),
  listenHost: env.QS_CAPTURE_LISTEN_HOST ?? '127.0.0.1',
  // The pages are loaded from a host on the site's own name (the remotes' CORS knows it), which Chromium
  // resolves to QS_CAPTURE_RESOLVE_TO: the address a host (or the hosts' balancer) listens on.
  siteUrl: env.QS_CAPTURE_SITE_URL ?? `http://${site.domain}:${env.QS_HOST_PORT ?? 3000}`,
  resolveTo: env.QS_CAPTURE_RESOLVE_TO ?? env.QS_LISTEN_HOST ?? 'localhost',
  concurrency: Math.min(2, Math.max(1, Number(env.QS_PRERENDER_CONCURRENCY ?? 1))),
  ttlMs: Number(env.QS_PRERENDER_TTL_MS ?? 10 * 60_000),
  // A frame (a comparator's page with its view emptied) may be sent this long after its snapshot expired.
  frameTtlMs: Number(env.QS_PRERENDER_FRAME_TTL_MS ?? FRAME_TTL_MS),
  // The warm-up's snapshots link to more public pages; `off` takes only what hosts ask for.
  followLinks: env.QS_PRERENDER_FOLLOW_LINKS !== 'off' && Number(env.QS_PRERENDER_WARM ?? 40) > 0,
};

const store = createSnapshotStore({ dir: env.QS_SNAPSHOT_DIR, ttlMs: config.ttlMs, frameTtlMs: config.frameTtlMs });
const prerenderer = createPrerenderer({
  siteUrl: config.siteUrl,
  resolveTo: config.resolveTo,
  store,
  token: env.QS_PRERENDER_TOKEN,
  concurrency: config.concurrency,
  followLinks: config.followLinks,
  log: (line) => console.log(line),
  // `QS_PRERENDER_LOG=verbose` also logs each snapshot taken, with its time and size.
  verbose: env.QS_PRERENDER_LOG === 'verbose',
});
const app = buildCaptureService({ prerenderer, store, token: env.QS_PRERENDER_TOKEN });
await app.listen({ port: config.port, host: config.listenHost });
const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
console.log(`capture worker on ${config.listenHost}:${port} taking ${config.siteUrl} into ${env.QS_SNAPSHOT_DIR} (Node ${process.version})`);

// Chromium is closed first; the same signal may come twice (from the host and from its process group).
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  Promise.allSettled([prerenderer.close(), app.close()]).finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Started by a host: it tells the host its port, and ends with it.
if (process.send) {
  process.send({ capturePort: port });
  process.once('disconnect', stop);
}
