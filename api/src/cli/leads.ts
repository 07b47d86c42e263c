import { existsSync } from 'node:fs';
import { describeDatabase, readConfig } from '../config';
import { createDb } from '../db/open';
import { listLeads, type LeadKind } from '../store/leads';

export interface PrintOptions {
  kind?: LeadKind;
  afterId?: number;
}

/**
 * `npm run leads -w api`: every stored lead as one JSON line (id, time, idempotency key, kind, fields,
 * advisor, status), read straight from the database (the SQLite file, or DATABASE_URL's PostgreSQL) with a
 * read-only connection — no server or token needed, only access to the data.
 */
export const printLeads = async (
  database: { file: string; url?: string | null },
  write: (line: string) => void,
  { kind, afterId = 0 }: PrintOptions = {},
): Promise<number> => {
  const db = createDb({ ...database, readonly: true });
  let printed = 0;
  try {
    for (let cursor = afterId; ;) {
      const page = await listLeads(db, { afterId: cursor, limit: 500, kind });
      for (const lead of page) {
        write(
          JSON.stringify({
            id: lead.id,
            createdAt: lead.createdAt,
            idempotencyKey: lead.idempotencyKey,
            kind: lead.kind,
            fields: lead.fields,
            advisor: lead.advisor,
            status: lead.status,
            businessLineId: lead.businessLineId,
            productCode: lead.productCode,
          }),
        );
      }
      printed += page.length;
      const last = page.at(-1);
      if (!last) break;
      cursor = last.id;
    }
  } finally {
    await db.destroy();
  }
  return printed;
};

const parseArgs = (args: readonly string[]): PrintOptions => {
  const value = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const kind = value('--kind');
  if (kind !== undefined && kind !== 'contact' && kind !== 'plan_request')
    throw new Error('--kind must be contact or plan_request');
  return { kind, afterId: Number(value('--after') ?? 0) || 0 };
};

if (require.main === module) {
  const config = readConfig();
  if (!config.databaseUrl && !existsSync(config.dbFile)) {
    process.stderr.write(`No database at ${config.dbFile} (set QS_DATA_DIR or QS_DB_FILE, or DATABASE_URL)\n`);
    process.exit(1);
  }
  printLeads(
    { file: config.dbFile, url: config.databaseUrl },
    (line) => process.stdout.write(`${line}\n`),
    parseArgs(process.argv.slice(2)),
  ).then(
    (count) => process.stderr.write(`${count} lead(s) in ${describeDatabase(config)}\n`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
