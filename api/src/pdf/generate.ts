import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import { brochurePages } from './brochure-layout';
import { conditionsPages } from './conditions-layout';
import { renderPdf } from './render';
import type { DocumentSpec, Page } from './spec';

export const documentsDir = (dataDir: string): string => join(dataDir, 'documents');

export const layoutPages = (spec: DocumentSpec): Page[] => (spec.kind === 'conditions' ? conditionsPages(spec) : brochurePages(spec));

interface DocumentRow {
  file_name: string;
  title: string;
  spec: string;
}

/** Draws one catalogue document into the data folder and records its size. */
export const generateDocument = async (db: Db, dataDir: string, fileName: string): Promise<number> => {
  const row = db.prepare('SELECT file_name, title, spec FROM documents WHERE file_name = ?').get(fileName) as DocumentRow | undefined;
  if (!row) throw new Error(`Unknown document ${fileName}`);
  const spec = parseJson<DocumentSpec>(row.spec);
  const dir = documentsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, row.file_name);
  await renderPdf(layoutPages(spec), {
    title: row.title,
    author: spec.organization.displayName,
    header: `${spec.organization.displayName} · ${spec.kind === 'conditions' ? 'Condiciones generales' : 'Folleto'}`,
    color: spec.organization.color,
  }, file);
  const size = statSync(file).size;
  db.prepare('UPDATE documents SET size = ? WHERE file_name = ?').run(size, row.file_name);
  return size;
};

/**
 * Draws every document whose file is missing (all of them with `force`). Generation is deterministic, so a
 * file that exists is the right one; the sizes are refreshed either way.
 */
export const generateMissingDocuments = async (db: Db, dataDir: string, { force = false } = {}): Promise<number> => {
  const names = db.prepare('SELECT file_name FROM documents ORDER BY file_name').pluck().all() as string[];
  let generated = 0;
  for (const name of names) {
    const file = join(documentsDir(dataDir), name);
    if (!force && existsSync(file)) {
      db.prepare('UPDATE documents SET size = ? WHERE file_name = ?').run(statSync(file).size, name);
      continue;
    }
    await generateDocument(db, dataDir, name);
    generated += 1;
  }
  return generated;
};
