// The staff app's server: reads its settings from the environment (inbox-config.mjs), listens, stops on a signal.
import { createInboxServer } from './create-inbox-server.mjs';
import { readInboxConfig } from './inbox-config.mjs';
import { readDrainSettings, stopOnSignals } from '../../tools/server/graceful-stop.mjs';

let config;
try {
  config = readInboxConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const inbox = await createInboxServer(config, { log: (line) => console.log(line) });
await inbox.app.listen({ port: config.port, host: config.listenHost });
console.log(
  `agent inbox on ${config.listenHost}:${config.port} (Node ${process.version}, ${config.distDir}, api ${config.apiUrls.join(', ')})`,
);
stopOnSignals(inbox.app, inbox.drain, {
  ...readDrainSettings(process.env),
  close: inbox.close,
  log: (line) => console.log(line),
});
