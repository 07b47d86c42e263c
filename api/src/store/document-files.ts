import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentKind } from '../contract/documents';
import type { Db } from '../db/open';
import { documentsDir, generateDocument } from '../pdf/generate';
import { statement } from './statements';

export interface DocumentRecord {
  file_name: string;
  kind: DocumentKind;
  title: string;
  pages: number;
  size: number | null;
}

export interface DocumentFiles {
  find: (fileName: string) => DocumentRecord | undefined;
  /** Path of the file, drawing it first if the start-up generation has not (yet) produced it. */
  ensure: (fileName: string) => Promise<string>;
}

/** Serves the catalogue PDFs; two requests for a missing file share one generation. */
export const createDocumentFiles = (db: Db, dataDir: string): DocumentFiles => {
  const inFlight = new Map<string, Promise<string>>();
  const find = (fileName: string) =>
    statement(db, 'SELECT file_name, kind, title, pages, size FROM documents WHERE file_name = ?').get(fileName) as DocumentRecord | undefined;
  return {
    find,
    ensure: (fileName) => {
      const path = join(documentsDir(dataDir), fileName);
      if (existsSync(path)) return Promise.resolve(path);
      const running = inFlight.get(fileName);
      if (running) return running;
      const work = generateDocument(db, dataDir, fileName)
        .then(() => path)
        .finally(() => inFlight.delete(fileName));
      inFlight.set(fileName, work);
      return work;
    },
  };
};

export const planDocuments = (db: Db, planId: number): DocumentRecord[] =>
  statement(db, `SELECT d.file_name, d.kind, d.title, d.pages, d.size FROM plan_documents pd JOIN documents d ON d.file_name = pd.file_name
    WHERE pd.plan_id = ? ORDER BY pd.position`).all(planId) as DocumentRecord[];

export const documentSizes = (db: Db, fileNames: readonly string[]): Map<string, number | null> =>
  new Map(
    (statement(db, 'SELECT file_name, size FROM documents WHERE file_name IN (SELECT value FROM json_each(?))').all(JSON.stringify(fileNames)) as Array<{ file_name: string; size: number | null }>).map(
      (row) => [row.file_name, row.size],
    ),
  );

/** The organizations whose plans use a document (a company's conditions serve all its plans of a line). */
export const documentOrganizations = (db: Db, fileName: string): number[] =>
  statement(db, 'SELECT DISTINCT p.organization_id FROM plan_documents pd JOIN plans p ON p.id = pd.plan_id WHERE pd.file_name = ?').pluck().all(fileName) as number[];
