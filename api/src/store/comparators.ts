import type { BlockZone, Comparator, ComparatorBanner } from '../contract/shell';
import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import { statement } from './statements';

export type { PaginationMode } from '../contract/compare';

/** A comparator as the comparators table stores it: its answer, and the block zones and banner with calls of their own. */
export interface ComparatorBody extends Comparator {
  blockZones: BlockZone[];
  /** The compare banner (designed here: GET /api/comparator/{id}/banner). */
  banner?: ComparatorBanner;
}

/** A comparator by numeric id or slug (any case), as the site's paths spell it: /Comparar/{slug}. */
export const findComparator = (db: Db, idOrSlug: string): ComparatorBody | undefined => {
  const body = statement(db, 'SELECT body FROM comparators WHERE CAST(id AS TEXT) = ? OR slug = ? COLLATE NOCASE').pluck().get(idOrSlug, idOrSlug) as string | undefined;
  return body === undefined ? undefined : parseJson<ComparatorBody>(body);
};

export const allComparators = (db: Db): ComparatorBody[] =>
  (statement(db, 'SELECT body FROM comparators ORDER BY id').pluck().all() as string[]).map((body) => parseJson<ComparatorBody>(body));

/**
 * Whether a comparator has any plan of these organizations (its organization and insurance types); `null`
 * means every organization. docs/security.md#partner-restrictions: a partner's comparator list leaves out the ones it has nothing in.
 */
export const comparatorHasPlans = (db: Db, comparator: ComparatorBody, organizations: readonly number[] | null): boolean => {
  if (organizations === null) return true;
  const list = (value: unknown) => JSON.stringify(Array.isArray(value) ? value : []);
  return statement(db, `SELECT 1 FROM plans p JOIN organizations o ON o.id = p.organization_id
    WHERE p.organization_id IN (SELECT value FROM json_each(@organizations))
      AND o.type IN (SELECT value FROM json_each(@organizationTypes))
      AND (json_array_length(@insuranceTypes) = 0 OR p.insurance_type IN (SELECT value FROM json_each(@insuranceTypes))) LIMIT 1`)
    .get({ organizations: JSON.stringify(organizations), organizationTypes: list(comparator.organizationTypes), insuranceTypes: list(comparator.insuranceTypes) }) !== undefined;
};
