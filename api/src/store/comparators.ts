import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import { statement } from './statements';

export type PaginationMode = 'numbered' | 'more';

export interface ComparatorBody {
  id: number;
  slug: string;
  pageSize: number;
  paginationMode: PaginationMode;
  blockZones: unknown[];
  [key: string]: unknown;
}

/** A comparator by numeric id or slug (any case), as the site's paths spell it: /Comparar/{slug}. */
export const findComparator = (db: Db, idOrSlug: string): ComparatorBody | undefined => {
  const body = statement(db, 'SELECT body FROM comparators WHERE CAST(id AS TEXT) = ? OR slug = ? COLLATE NOCASE').pluck().get(idOrSlug, idOrSlug) as string | undefined;
  return body === undefined ? undefined : parseJson<ComparatorBody>(body);
};

export const allComparators = (db: Db): ComparatorBody[] =>
  (statement(db, 'SELECT body FROM comparators ORDER BY id').pluck().all() as string[]).map((body) => parseJson<ComparatorBody>(body));
