import type { CompiledQuery, KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import type { Db } from './open';

/**
 * The SQL a database handle sends, as compiled: `db.withPlugin(recorder.plugin)` gives a handle that records
 * every query it runs, for the query-plan tools (bench/query-plans.ts, db/catalogue-indexes.test.ts), which
 * explain the API's own queries rather than copies of them.
 */
export const queryRecorder = (db: Db) => {
  let queries: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }: { node: RootOperationNode; queryId: QueryId }) => {
      queries.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  /** The queries recorded since the last call. */
  const take = (): CompiledQuery[] => {
    const taken = queries;
    queries = [];
    return taken;
  };
  return { plugin, take };
};
