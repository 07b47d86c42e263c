// Serves one remote's build from its own origin, as a CDN would: CORS for the site's origin and its
// partners' (QS_SITE_DOMAIN; partners as the API at QS_API_URLS or QS_API_URL knows them), hashed files cached forever,
// manifest and entry never cached.
import { parseArgs } from 'node:util';
import path from 'node:path';
import Fastify from 'fastify';
import { registerStaticFiles } from '../tools/server/static-files.mjs';
import { createSiteOrigins } from '../tools/server/site-origins.mjs';
import { createProxyTrust } from '../tools/server/proxy-trust.mjs';
import { registerSecurityHeaders } from '../tools/server/security-headers.mjs';
import { registerRemoteHealth } from '../tools/server/health.mjs';
import { drainingCheck, drainState, readDrainSettings, stopOnSignals } from '../tools/server/graceful-stop.mjs';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
});
const root = path.resolve(values.dir ?? 'dist');
const port = Number(values.port ?? 3001);

// X-Forwarded-Proto is believed only from a trusted proxy (QS_TRUSTED_PROXIES): it decides HSTS.
const app = Fastify({ logger: false, trustProxy: createProxyTrust() });
// /healthz and /readyz (its build's manifest and entries present) before any other hook (tools/server/health.mjs).
const { checks } = registerRemoteHealth(app, root);
// SIGTERM drains (tools/server/graceful-stop.mjs): readiness says so, files under way are sent, then the process ends.
const drain = drainState(app);
checks.draining = drainingCheck(drain);
registerSecurityHeaders(app, { resourcePolicy: 'cross-origin' });
// A setting that cannot be read stops the start (readSiteSettings throws).
const { isSiteOrigin } = createSiteOrigins();
app.addHook('onRequest', async (request, reply) => {
  const origin = request.headers.origin;
  // The answer depends on Origin whatever it is: a cache must not hand one origin's answer to another.
  reply.header('Vary', 'Origin');
  if (await isSiteOrigin(origin)) reply.header('Access-Control-Allow-Origin', origin);
});
await registerStaticFiles(app, root);
await app.listen({ port, host: values.host ?? '127.0.0.1' });
console.log(
  `remote ${path.basename(path.dirname(root))} on http://${values.host ?? '127.0.0.1'}:${port} (Node ${process.version}, ${root})`,
);
stopOnSignals(app, drain, {
  ...readDrainSettings(process.env),
  close: () => app.close(),
  log: (line) => console.log(line),
});
