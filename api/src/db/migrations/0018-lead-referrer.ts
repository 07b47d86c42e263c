import type { Kysely } from 'kysely';
import { byteOrderText } from '../dialect';

/**
 * The referrer a lead carries (docs/product/api.md#partner-referrer): on a partner's site, the referrer its
 * configuration's `referer` names, looked up by the API from the request's partner host when the lead is stored
 * (JSON: partner, referer, email, name, ejecutivo). Null for the main site's leads and those stored before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const up = async (db: AnyDb) => {
  await db.schema.alterTable('leads').addColumn('referrer', byteOrderText(db)).execute();
};

const down = async (db: AnyDb) => {
  await db.schema.alterTable('leads').dropColumn('referrer').execute();
};

export const leadReferrer = { up, down };
