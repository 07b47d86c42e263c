import { buildApp } from './app';
import { compareIndex } from './compare/compare-index';
import { describeDatabase, readConfig } from './config';
import { prepareData } from './prepare';

/** `npm start`: migrate, seed if needed, draw missing PDFs, then listen (default 127.0.0.1:4000). */
const main = async () => {
  const config = readConfig();
  const started = Date.now();
  const prepared = await prepareData({
    dbFile: config.dbFile,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
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
  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'closing');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`api on http://${config.host}:${config.port} (Node ${process.version})`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
