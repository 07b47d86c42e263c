// A CLIENT span per database query, child of the request that sent it: named by the statement's kind and table
// (`SELECT leads`), with the database system. Never the SQL's text nor its parameters: the values people send
// (names, e-mail addresses, phone numbers) travel as parameters, and a span may leave the process. Kysely's plugins
// see a query before and after it runs but not when it fails, so the driver's connection is wrapped instead.
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { CompiledQuery, DatabaseConnection, Dialect, OperationNode } from 'kysely';
import { SERVICE_NAME } from './tracer';

export type DbSystem = 'sqlite' | 'postgresql';

const tracer = trace.getTracer(SERVICE_NAME);

const KINDS: Record<string, string> = {
  SelectQueryNode: 'SELECT',
  InsertQueryNode: 'INSERT',
  UpdateQueryNode: 'UPDATE',
  DeleteQueryNode: 'DELETE',
  MergeQueryNode: 'MERGE',
};

/** The parts of Kysely's operation nodes that name a table, read loosely (a raw query has none of them). */
type Node = OperationNode & {
  node?: Node;
  table?: Node & { identifier?: { name?: string } };
  from?: { froms?: Node[] };
  into?: Node;
};

const tableOf = (node: Node | undefined): string | undefined => {
  const table = node?.kind === 'AliasNode' ? node.node : node;
  return table?.kind === 'TableNode' ? table.table?.identifier?.name : undefined;
};

/** `SELECT leads`, `INSERT chat_messages`, `BEGIN`: the statement's kind, and its first table when it names one. */
export const statementName = (query: CompiledQuery): { operation: string; table?: string } => {
  const node = query.query as Node;
  const operation = KINDS[node.kind];
  if (!operation) return { operation: (query.sql.trimStart().split(/\s/, 1)[0] ?? '').toUpperCase() || 'QUERY' };
  const table = tableOf(node.kind === 'InsertQueryNode' ? node.into : (node.from?.froms?.[0] ?? node.table));
  return { operation, table };
};

const traced = new WeakSet<DatabaseConnection>();

/** The connection, its queries run in spans when a request's span is active (start-up and timers' queries are not traced). */
const traceConnection = (connection: DatabaseConnection, system: DbSystem): DatabaseConnection => {
  if (traced.has(connection)) return connection;
  traced.add(connection);
  const execute = connection.executeQuery.bind(connection);
  connection.executeQuery = async (query, ...rest) => {
    if (!trace.getSpan(context.active())?.isRecording()) return execute(query, ...rest);
    const { operation, table } = statementName(query);
    const span = tracer.startSpan(table ? `${operation} ${table}` : operation, {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system': system,
        'db.system.name': system,
        'db.operation.name': operation,
        ...(table ? { 'db.collection.name': table } : {}),
      },
    });
    try {
      return await execute(query, ...rest);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute('error.type', (error as { code?: string }).code ?? (error as Error).name ?? 'Error');
      throw error;
    } finally {
      span.end();
    }
  };
  return connection;
};

/** `dialect` with every connection its driver hands out traced (the driver's own methods are left as they are). */
export const tracedDialect = (dialect: Dialect, system: DbSystem): Dialect => ({
  createAdapter: () => dialect.createAdapter(),
  createQueryCompiler: () => dialect.createQueryCompiler(),
  createIntrospector: (db) => dialect.createIntrospector(db),
  createDriver: () => {
    const driver = dialect.createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async (...args) => traceConnection(await acquire(...args), system);
    return driver;
  },
});
