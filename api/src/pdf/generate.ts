import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import { brochurePages } from './brochure-layout';
import { conditionsPages } from './conditions-layout';
import { renderPdf } from './render';
import type { DocumentSpec, Page } from './spec';

export const documentsDir = (dataDir: string): string => join(dataDir, 'documents');

export const layoutPages = (spec: DocumentSpec): Page[] =>
  spec.kind === 'conditions' ? conditionsPages(spec) : brochurePages(spec);

const recordSize = (db: Db, fileName: string, size: number) =>
  db.updateTable('documents').set({ size }).where('file_name', '=', fileName).execute();

/** Draws one catalogue document into the data folder and records its size. */
export const generateDocument = async (db: Db, dataDir: string, fileName: string): Promise<number> => {
  const row = await db
    .selectFrom('documents')
    .select(['file_name', 'title', 'spec'])
    .where('file_name', '=', fileName)
    .executeTakeFirst();
  if (!row) throw new Error(`Unknown document ${fileName}`);
  const spec = parseJson<DocumentSpec>(row.spec);
  const dir = documentsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, row.file_name);
  await renderPdf(
    layoutPages(spec),
    {
      title: row.title,
      author: spec.organization.displayName,
      header: `${spec.organization.displayName} · ${spec.kind === 'conditions' ? 'Condiciones generales' : 'Folleto'}`,
      color: spec.organization.color,
    },
    file,
  );
  const size = statSync(file).size;
  await recordSize(db, row.file_name, size);
  return size;
};

/**
 * Draws every document whose file is missing (all of them with `force`). Generation is deterministic, so a
 * file that exists is the right one; the sizes are refreshed either way.
 */
export const generateMissingDocuments = async (db: Db, dataDir: string, { force = false } = {}): Promise<number> => {
  const names = (await db.selectFrom('documents').select('file_name').orderBy('file_name').execute()).map(
    (row) => row.file_name,
  );
  let generated = 0;
  for (const name of names) {
    const file = join(documentsDir(dataDir), name);
    if (!force && existsSync(file)) {
      await recordSize(db, name, statSync(file).size);
      continue;
    }
    await generateDocument(db, dataDir, name);
    generated += 1;
  }
  return generated;
};
