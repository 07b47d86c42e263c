// The host's server: the shell's build, the runtime registry, and /api proxied to the API.
// Everything is built by createHostServer (create-host-server.mjs); this reads the settings from the
// environment (host-config.mjs), listens and stops on a signal.
import { createHostServer, readHostConfig } from './create-host-server.mjs';
import { readDrainSettings, stopOnSignals } from '../../tools/server/graceful-stop.mjs';

let config;
try {
  config = readHostConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const host = await createHostServer(config, { log: (line) => console.log(line) });

await host.app.listen({ port: config.port, host: config.listenHost });
console.log(
  `host on ${config.listenHost}:${config.port} for ${config.site.origin} (Node ${process.version}, registry ${config.registryFile}, api ${config.apiUrls.join(', ')})`,
);

// SIGTERM drains (tools/server/graceful-stop.mjs): readiness says so, new connections are refused, requests under way
// are answered, the chat's event streams end so their browsers reconnect elsewhere, then the process ends. The same
// signal may come twice (from `npm start` and from its process group): both are this stop.
stopOnSignals(host.app, host.drain, {
  ...readDrainSettings(process.env),
  close: host.close,
  log: (line) => console.log(line),
});
