import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentKind } from '@qs/contract';
import type { Db } from '../db/open';
import { documentsDir, generateDocument } from '../pdf/generate';

export interface DocumentRecord {
  file_name: string;
  kind: DocumentKind;
  title: string;
  pages: number;
  size: number | null;
}

export interface DocumentFiles {
  find: (fileName: string) => Promise<DocumentRecord | undefined>;
  /** Path of the file, drawing it first if the start-up generation has not (yet) produced it. */
  ensure: (fileName: string) => Promise<string>;
}

/** Serves the catalogue PDFs; two requests for a missing file share one generation. */
export const createDocumentFiles = (db: Db, dataDir: string): DocumentFiles => {
  const inFlight = new Map<string, Promise<string>>();
  const find = async (fileName: string) =>
    (await db
      .selectFrom('documents')
      .select(['file_name', 'kind', 'title', 'pages', 'size'])
      .where('file_name', '=', fileName)
      .executeTakeFirst()) as DocumentRecord | undefined;
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

export const planDocuments = async (db: Db, planId: number): Promise<DocumentRecord[]> =>
  (await db
    .selectFrom('plan_documents as pd')
    .innerJoin('documents as d', 'd.file_name', 'pd.file_name')
    .select(['d.file_name', 'd.kind', 'd.title', 'd.pages', 'd.size'])
    .where('pd.plan_id', '=', planId)
    .orderBy('pd.position')
    .execute()) as DocumentRecord[];

export const documentSizes = async (db: Db, fileNames: readonly string[]): Promise<Map<string, number | null>> => {
  if (fileNames.length === 0) return new Map();
  const rows = await db
    .selectFrom('documents')
    .select(['file_name', 'size'])
    .where('file_name', 'in', [...fileNames])
    .execute();
  return new Map(rows.map((row) => [row.file_name, row.size]));
};

/** The organizations whose plans use a document (a company's conditions serve all its plans of a line). */
export const documentOrganizations = async (db: Db, fileName: string): Promise<number[]> =>
  (
    await db
      .selectFrom('plan_documents as pd')
      .innerJoin('plans as p', 'p.id', 'pd.plan_id')
      .select('p.organization_id')
      .distinct()
      .where('pd.file_name', '=', fileName)
      .execute()
  ).map((row) => row.organization_id);
