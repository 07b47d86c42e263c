import { buildApp } from './app';
import { compareIndex } from './compare/compare-index';
import { describeDatabase, readConfig } from './config';
import { readDrainSettings, stopOnSignals } from './http/graceful-stop';
import { prepareData } from './prepare';

/** `npm start`: migrate, seed if needed, then listen (default 127.0.0.1:4000); each PDF is drawn on its first request. */
const main = async () => {
  const config = readConfig();
  const started = Date.now();
  const prepared = await prepareData({
    dbFile: config.dbFile,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // Drawing the 163 PDFs took 3 s of a start (6 s on a busy machine) before it could listen: each is drawn on its
    // first request instead, tens of milliseconds (docs/adr/0009-start-up-work.md).
    documents: false,
    cataloguePlans: config.cataloguePlans,
  });
  const app = await buildApp({ db: prepared.db, config, closeDb: true, logger: { level: config.logLevel } });
  app.log.info(
    {
      database: describeDatabase(config),
      migrations: prepared.migrations,
      seeded: prepared.seed.seeded,
      catalogueVersion: prepared.seed.version,
      plans: prepared.seed.plans,
      documentsGenerated: prepared.documentsGenerated,
      ms: Date.now() - started,
    },
    'data ready',
  );
  // The compare index (docs/adr/0017-compare-index.md) is built before the first visitor asks: seconds on a
  // 50,000-plan catalogue.
  const indexStarted = Date.now();
  const index = await compareIndex(prepared.db);
  app.log.info({ plans: index.size, ms: Date.now() - indexStarted }, 'compare index ready');
  // SIGTERM drains: readiness says so, new connections are refused, requests under way finish, event streams end
  // (their browsers reconnect elsewhere); QS_DRAIN_DELAY_MS and QS_DRAIN_TIMEOUT_MS (docs/operations.md).
  stopOnSignals(app, app.drain, { ...readDrainSettings(process.env), log: (message) => app.log.info(message) });
  await app.listen({ port: config.port, host: config.host });
  console.log(`api on http://${config.host}:${config.port} (Node ${process.version})`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
