import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { prepareData } from '../prepare';
import { FIXED_NOW, testConfig } from '../test-support/test-app';
import { dropTestDatabase, testDatabase, type TestDatabase } from '../test-support/test-database';
import { addSpanProcessor, startTracing } from './tracer';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${PARENT_ID}-01`;

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; trace_id?: string; span_id?: string };

/** The app's pino lines, as JSON objects, captured from the stream it writes to. */
const logCapture = () => {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  return { lines, stream };
};

/** A POST whose body is sent 50 ms after its headers; resolves with the answer's status. */
const slowPost = (url: string, body: string, headers: Record<string, string>) =>
  new Promise<number | undefined>((resolve, reject) => {
    const outgoing = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    outgoing.on('response', (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode));
    });
    outgoing.on('error', reject);
    outgoing.flushHeaders();
    setTimeout(() => outgoing.end(body), 50);
  });

describe('request tracing: one trace from the caller to the database, its ids in the logs', () => {
  const exporter = new InMemorySpanExporter();
  const log = logCapture();
  let app: FastifyInstance;
  let dir: string;
  let database: TestDatabase;

  beforeAll(async () => {
    startTracing({});
    addSpanProcessor(new SimpleSpanProcessor(exporter));
    dir = mkdtempSync(join(tmpdir(), 'qs-api-'));
    database = await testDatabase(dir);
    const config = testConfig(dir, { dbFile: database.file, databaseUrl: database.url });
    const prepared = await prepareData({ dbFile: config.dbFile, databaseUrl: config.databaseUrl, dataDir: dir });
    app = await buildApp({
      db: prepared.db,
      config,
      now: () => FIXED_NOW,
      closeDb: true,
      logger: { level: 'info', stream: log.stream },
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await dropTestDatabase(database);
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    exporter.reset();
    log.lines.length = 0;
  });

  const linesOf = (reqId: string) => log.lines.filter((line) => line.reqId === reqId);

  it("logs the caller's trace id on the request's lines, under a span of its own that parents its queries", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/organization/seguros/tipo/EPS',
      headers: { traceparent: TRACEPARENT, 'x-request-id': 'host-req-7' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('host-req-7');

    const lines = linesOf('host-req-7');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    const server = exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER);
    expect(server?.name).toBe('GET /api/organization/seguros/tipo/:type');
    expect(server?.spanContext().traceId).toBe(TRACE_ID);
    expect(server?.parentSpanContext?.spanId).toBe(PARENT_ID);
    expect(server?.attributes['http.response.status_code']).toBe(200);
    for (const line of lines) {
      expect(line.trace_id).toBe(TRACE_ID);
      expect(line.span_id).toBe(server?.spanContext().spanId);
    }

    const queries = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.CLIENT);
    expect(queries.map((span) => span.name)).toContain('SELECT organizations');
    for (const query of queries) {
      expect(query.spanContext().traceId).toBe(TRACE_ID);
      expect(query.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
      expect(query.attributes['db.system']).toBe(database.url ? 'postgresql' : 'sqlite');
      // Never the bound values: 'EPS' is this query's parameter.
      expect(JSON.stringify(query.attributes)).not.toContain('EPS');
    }
  });

  it("keeps the request's context past its body: a POST's queries are its children, and no value it sent is in a span", async () => {
    const secret = 'ana.perez@example.com';
    // Over a socket, the body a moment after the headers: it arrives in the socket's own events, outside the
    // request's context.
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const status = await slowPost(`${origin}/api/client-errors`, JSON.stringify({ kind: 'api', message: secret }), {
      traceparent: TRACEPARENT,
    });
    expect(status).toBe(202);
    const spans = exporter.getFinishedSpans();
    const server = spans.find((span) => span.kind === SpanKind.SERVER);
    const insert = spans.find((span) => span.name === 'INSERT client_errors');
    expect(insert?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
    expect(insert?.attributes['db.operation.name']).toBe('INSERT');
    expect(JSON.stringify(spans.map((span) => [span.name, span.attributes]))).not.toContain(secret);
  });

  it('starts a new trace without a traceparent, and makes its own request id when the given one is not a sane one', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/organization/seguros/tipo/EPS',
      headers: { 'x-request-id': 'two words\n{"forged":true}' },
    });
    const reqId = String(response.headers['x-request-id']);
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const [incoming, completed] = linesOf(reqId);
    expect(incoming?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(incoming?.trace_id).not.toBe(TRACE_ID);
    expect(completed?.trace_id).toBe(incoming?.trace_id);
  });

  it('lets a browser on another site origin send its traceparent (CORS)', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/organization/seguros/tipo/EPS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'traceparent',
      },
    });
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/traceparent/);
  });
});
