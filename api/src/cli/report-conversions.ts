import { existsSync } from 'node:fs';
import { describeDatabase, readConfig } from '../config';
import type { ConversionRow } from '@qs/contract';
import { createDb } from '../db/open';
import { conversionPeriod, conversionRows } from '../store/analytics-events';

const USAGE = `npm run report:conversions -w api [-- --since 2026-11-01] [--until 2026-11-30] [--json]
  --since D   first day (Bogotá) or ISO time counted      --until D   last day counted (or ISO time, excluded)
  --json      one JSON line per row instead of the table`;

/** The table's columns: title, value, and whether it is a number (right-aligned). */
const COLUMNS: readonly [string, (row: ConversionRow) => string, boolean][] = [
  ['Comparador', (row) => row.comparator, false],
  ['Fuente', (row) => row.source, false],
  ['Campaña', (row) => row.campaign, false],
  ['Vistas de página', (row) => String(row.pageViews), true],
  ['Vistas de plan', (row) => String(row.planViews), true],
  ['Al comparador', (row) => String(row.addsToCompare), true],
  ['Leads', (row) => String(row.leads), true],
  ['Compras', (row) => String(row.purchases), true],
  ['Valor COP', (row) => Math.round(row.purchaseValueCop).toLocaleString('es-CO'), true],
];

/** The rows as an aligned table: a header, a rule, one line per row. */
export const conversionTable = (rows: readonly ConversionRow[]): string[] => {
  const cells = [COLUMNS.map(([title]) => title), ...rows.map((row) => COLUMNS.map(([, value]) => value(row)))];
  const widths = COLUMNS.map((_, column) => Math.max(...cells.map((line) => [...line[column]!].length)));
  const pad = (text: string, column: number) => {
    const room = ' '.repeat(widths[column]! - [...text].length);
    return COLUMNS[column]![2] ? `${room}${text}` : `${text}${room}`;
  };
  const lines = cells.map((line) => line.map(pad).join('  ').trimEnd());
  return [lines[0]!, widths.map((width) => '-'.repeat(width)).join('  '), ...lines.slice(1)];
};

const value = (args: readonly string[], name: string): string | undefined => {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const given = args[index + 1];
  if (given === undefined || given.startsWith('--')) throw new Error(`${name} needs a date\n${USAGE}`);
  return given;
};

/**
 * `npm run report:conversions -w api`: per comparator and campaign, the period's page views, plan views, adds to
 * compare, leads and purchases with their value in COP, from the analytics events (store/analytics-events.ts), on the
 * API's database (the SQLite file, or DATABASE_URL's PostgreSQL) with a read-only connection. Answers the rows printed.
 */
export const runConversionReport = async (
  args: readonly string[],
  write: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> => {
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--since' || args[index] === '--until') index += 1;
    else if (args[index] !== '--json') throw new Error(`Unknown option ${args[index]}\n${USAGE}`);
  }
  const period = conversionPeriod(value(args, '--since'), value(args, '--until'));
  const config = readConfig(env);
  if (!config.databaseUrl && !existsSync(config.dbFile))
    throw new Error(`No database at ${config.dbFile} (set QS_DATA_DIR or QS_DB_FILE, or DATABASE_URL)`);
  const db = createDb({ file: config.dbFile, url: config.databaseUrl, readonly: true });
  try {
    const rows = await conversionRows(db, period);
    if (args.includes('--json')) for (const row of rows) write(JSON.stringify(row));
    else for (const line of conversionTable(rows)) write(line);
    return rows.length;
  } finally {
    await db.destroy();
  }
};

if (require.main === module) {
  const config = readConfig();
  runConversionReport(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`)).then(
    (count) => process.stderr.write(`${count} row(s) in ${describeDatabase(config)}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
