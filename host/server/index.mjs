// The host's server: the shell's build, the runtime registry, and /api proxied to the API.
// Everything is built by createHostServer (create-host-server.mjs); this reads the settings from the
// environment (host-config.mjs), listens and stops on a signal.
import { createHostServer, readHostConfig } from './create-host-server.mjs';

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

// A signal closes the server (open connections, the API pool) before the process ends. The same signal may come
// twice (from `npm start` and from its process group): both are this stop.
const stop = async () => {
  await host.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
