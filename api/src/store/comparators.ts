import type { BlockZone, Comparator, ComparatorBanner, ComparatorBenefit } from '@qs/contract';
import { equalsIgnoringCase } from '../db/dialect';
import type { Db } from '../db/open';
import { parseJson } from '../db/open';

export type { PaginationMode } from '@qs/contract';

/** A comparator as the comparators table stores it: its answer, and the block zones and banner with calls of their own. */
export interface ComparatorBody extends Comparator {
  blockZones: BlockZone[];
  /** The compare banner (designed here: GET /api/comparator/{id}/banner). */
  banner?: Omit<ComparatorBanner, 'categories'>;
  /** Its own benefits (GET /api/comparator/{id}/benefits); none when missing. */
  benefits?: ComparatorBenefit[];
  /** Its visitors' reviews (designed here: GET /api/comparator/{id}/reviews); none when missing. */
  reviews?: { count: number; score: number };
}

/** A comparator by numeric id or slug (any case), as the site's paths spell it: /Comparar/{slug}. */
export const findComparator = async (db: Db, idOrSlug: string): Promise<ComparatorBody | undefined> => {
  const row = await db
    .selectFrom('comparators')
    .select('body')
    .where((eb) => eb.or([eb(eb.cast('id', 'text'), '=', idOrSlug), equalsIgnoringCase(eb, 'slug', idOrSlug)]))
    .executeTakeFirst();
  return row === undefined ? undefined : parseJson<ComparatorBody>(row.body);
};

export const allComparators = async (db: Db): Promise<ComparatorBody[]> =>
  (await db.selectFrom('comparators').select('body').orderBy('id').execute()).map((row) =>
    parseJson<ComparatorBody>(row.body),
  );

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * Whether a comparator has any plan of these organizations (its organization and insurance types); `null`
 * means every organization. docs/security.md#partner-restrictions: a partner's comparator list leaves out the ones it has nothing in.
 */
export const comparatorHasPlans = async (
  db: Db,
  comparator: ComparatorBody,
  organizations: readonly number[] | null,
): Promise<boolean> => {
  if (organizations === null) return true;
  const organizationTypes = stringList(comparator.organizationTypes);
  const insuranceTypes = stringList(comparator.insuranceTypes);
  // An empty list matches nothing (no insurance types: any type).
  if (organizations.length === 0 || organizationTypes.length === 0) return false;
  const row = await db
    .selectFrom('plans as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .select((eb) => eb.lit(1).as('found'))
    .where('p.organization_id', 'in', [...organizations])
    .where('o.type', 'in', organizationTypes)
    .$if(insuranceTypes.length > 0, (qb) => qb.where('p.insurance_type', 'in', insuranceTypes))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
};
