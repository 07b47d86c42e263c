// The real API (its app, its database, its pino log) behind the real host: a trace id the browser sends to the
// host is in the API's log line for that request (docs/operations.md#tracing-and-logs). The one test that crosses
// the workspaces' boundary, on purpose: the API's modules are loaded by path at run time (Jest compiles them), as
// no code of the host ever imports the API's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';

const API_SRC = path.join(__dirname, '../../api/src');
/** @param {string} module a module of api/src, without its extension */
const apiModule = (module) => import(path.join(API_SRC, module));

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const TRACEPARENT = `00-${TRACE_ID}-b7ad6b7169203331-01`;

describe('one trace from the browser through the host to the API', () => {
  /** @type {Array<Record<string, any>>} */
  const apiLog = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) apiLog.push(JSON.parse(line));
      callback();
    },
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'qs-api-'));
  let database;
  let dropDatabase;
  let api;
  let host;
  beforeAll(async () => {
    const [{ buildApp }, { prepareData }, { testConfig }, { dropTestDatabase, testDatabase }] = await Promise.all(
      ['app', 'prepare', 'test-support/test-app', 'test-support/test-database'].map(apiModule),
    );
    dropDatabase = dropTestDatabase;
    database = await testDatabase(dir);
    const config = testConfig(dir, { dbFile: database.file, databaseUrl: database.url });
    const prepared = await prepareData({ dbFile: config.dbFile, databaseUrl: config.databaseUrl, dataDir: dir });
    api = await buildApp({ db: prepared.db, config, closeDb: true, logger: { level: 'info', stream } });
    const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
    host = await startHost({ apiUrl, remotes: [], listen: true });
  }, 60_000);
  afterAll(async () => {
    await host?.stop();
    await api?.close();
    if (database) await dropDatabase(database);
    rmSync(dir, { recursive: true, force: true });
  }, HOST_STOP_TIMEOUT);

  it("puts the trace id sent to the host in the API's log line for that request", async () => {
    const answer = await host.request('/api/organization/seguros/tipo/EPS', { headers: { traceparent: TRACEPARENT } });
    expect(answer.status).toBe(200);
    const requestId = answer.headers['x-request-id'];
    const completed = apiLog.find((line) => line.msg === 'request completed' && line.reqId === requestId);
    expect(completed).toMatchObject({ trace_id: TRACE_ID, res: { statusCode: 200 } });
    // The API's span is the host's child, not the browser's: another span id than the one sent.
    expect(completed?.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(completed?.span_id).not.toBe('b7ad6b7169203331');
  });
});
