import { equalsIgnoringCase } from '../db/dialect';
import type { Db } from '../db/open';
import type { LeadReferrer } from '@qs/contract';
import type { StoredPartner } from './partners';

export interface ReferrerRecord {
  email: string;
  name: string;
  /** The e-mail of the referrer's advisor; an advisor found by e-mail is its own. */
  ejecutivo: string | null;
}

/**
 * A referrer by e-mail (docs/product/forms.md#referrer-modal), or else an active advisor with that e-mail; both
 * compare without regard to case. Undefined when nobody has it.
 */
export const findReferrer = async (db: Db, email: string): Promise<ReferrerRecord | undefined> => {
  const referrer = await db
    .selectFrom('referrers')
    .select(['email', 'name', 'ejecutivo'])
    .where((eb) => equalsIgnoringCase(eb, 'email', email))
    .executeTakeFirst();
  if (referrer) return referrer;
  const advisor = await db
    .selectFrom('advisors')
    .select(['email_corporativo', 'nombres', 'apellidos'])
    .where((eb) => equalsIgnoringCase(eb, 'email_corporativo', email))
    .where('active', '=', 1)
    .executeTakeFirst();
  return advisor
    ? {
        email: advisor.email_corporativo,
        name: `${advisor.nombres} ${advisor.apellidos}`,
        ejecutivo: advisor.email_corporativo,
      }
    : undefined;
};

/**
 * The referral lookup of a partner site (docs/product/api.md#partner-referrer): the referrer named by the `referer` of
 * the partner whose host the request came through, looked up when the lead is stored. The partner comes from the
 * request's (trusted) host, never from the body, so a visitor can neither drop nor forge it. Null on the main site and
 * for a partner without `referer`; a `referer` nobody has is kept as it is (`email`, `name`, `ejecutivo` null), so
 * the lead still says which partner sent it.
 */
export const partnerReferrer = async (db: Db, partner: StoredPartner | undefined): Promise<LeadReferrer | null> => {
  const referer = partner?.referer?.trim();
  if (!partner || !referer) return null;
  const found = await findReferrer(db, referer);
  return {
    partner: partner.subdomain,
    referer,
    email: found?.email ?? null,
    name: found?.name ?? null,
    ejecutivo: found?.ejecutivo ?? null,
  };
};
