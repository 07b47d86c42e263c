import type { Db } from '../db/open';
import type { AnalyticsEvent, ConversionRow } from '@qs/contract';

/**
 * The analytics events (migration 0015) and the conversions report read from them (`npm run report:conversions -w
 * api`, `GET /api/admin/conversions`). Times are ISO text in UTC (`toISOString`), so a period is a text range.
 */

/** A parameter as stored: trimmed, and an empty text is no value. */
const given = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export const saveEvents = async (db: Db, events: readonly AnalyticsEvent[], receivedAt: Date): Promise<void> => {
  if (events.length === 0) return;
  const received = receivedAt.toISOString();
  await db
    .insertInto('analytics_events')
    .values(
      events.map(({ name, category, clientId, at, page, params = {} }) => ({
        received_at: received,
        occurred_at: new Date(at).toISOString(),
        client_id: clientId,
        name,
        category,
        page,
        utm_source: given(params.utm_source),
        utm_medium: given(params.utm_medium),
        utm_campaign: given(params.utm_campaign),
        utm_term: given(params.utm_term),
        utm_content: given(params.utm_content),
        gclid: given(params.gclid),
        comparator: given(params.comparator),
        value: params.value ?? null,
        currency: params.currency ?? null,
        transaction_id: given(params.transaction_id),
        lead_id: given(params.lead_id),
        item_id: given(params.item_id),
        params: JSON.stringify(params),
      })),
    )
    .execute();
};

/** What a row shows when the events had no comparator, or no utm_source / utm_campaign. */
export const NO_COMPARATOR = '(ninguno)';
export const DIRECT = '(directo)';

/** The report's period: ISO instants, `since` counted, `until` not; null for no bound. */
export interface ConversionPeriod {
  since: string | null;
  until: string | null;
}

/** Colombia keeps UTC−5 all year: a day given alone is a day in Bogotá. */
const BOGOTA_OFFSET = '-05:00';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60_000;

const instant = (value: string, name: 'since' | 'until'): string => {
  const day = DAY.test(value);
  const time = Date.parse(day ? `${value}T00:00:00.000${BOGOTA_OFFSET}` : value);
  // '2026-02-30' is read as 2 March by Date.parse: a day must read back as itself.
  const valid =
    Number.isFinite(time) &&
    (!day || new Date(time - 5 * 60 * 60_000).toISOString().slice(0, 10) === value) &&
    /^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value);
  if (!valid) throw new RangeError(`${name}: fecha inválida, usa AAAA-MM-DD o una fecha y hora ISO 8601`);
  // `until` given as a day includes that whole day.
  return new Date(day && name === 'until' ? time + DAY_MS : time).toISOString();
};

/** Reads `--since` / `--until` (or the admin query): a Bogotá day (YYYY-MM-DD) or an ISO time. Throws RangeError. */
export const conversionPeriod = (since?: string, until?: string): ConversionPeriod => ({
  since: since ? instant(since, 'since') : null,
  until: until ? instant(until, 'until') : null,
});

const count = (value: unknown): number => Number(value ?? 0);

/** The events the report counts (the A/B test's are not conversions). */
const REPORTED = ['page_view', 'view_item', 'add_to_compare', 'generate_lead', 'purchase'];

/**
 * Per comparator and campaign (utm_source / utm_campaign) over the period, by the events' own time: page views,
 * plan views (view_item), adds to compare, leads (generate_lead) and purchases with their summed value in COP. A
 * purchase sent twice with one transaction_id (a reload of the confirmation page) counts once: its first event.
 * Grouped by the plain columns (NULL groups alike on both databases) and sorted in code, byte order.
 */
export const conversionRows = async (db: Db, { since, until }: ConversionPeriod): Promise<ConversionRow[]> => {
  let query = db
    .selectFrom('analytics_events as e')
    .select(({ fn, eb, ref }) => {
      const countOf = (name: string) =>
        fn.sum<number>(eb.case().when('e.name', '=', name).then(eb.lit(1)).else(eb.lit(0)).end());
      return [
        ref('e.comparator').as('comparator'),
        ref('e.utm_source').as('source'),
        ref('e.utm_campaign').as('campaign'),
        countOf('page_view').as('pageViews'),
        countOf('view_item').as('planViews'),
        countOf('add_to_compare').as('addsToCompare'),
        countOf('generate_lead').as('leads'),
        countOf('purchase').as('purchases'),
        fn
          .sum<number>(
            eb
              .case()
              .when('e.name', '=', 'purchase')
              .then(fn.coalesce('e.value', eb.lit(0)))
              .else(eb.lit(0))
              .end(),
          )
          .as('purchaseValueCop'),
      ];
    })
    .where('e.name', 'in', REPORTED)
    .where((eb) =>
      eb.or([
        eb('e.name', '<>', 'purchase'),
        eb('e.transaction_id', 'is', null),
        eb(
          'e.id',
          'in',
          eb
            .selectFrom('analytics_events as first')
            .select((inner) => inner.fn.min('first.id').as('id'))
            .where('first.name', '=', 'purchase')
            .where('first.transaction_id', 'is not', null)
            .groupBy('first.transaction_id'),
        ),
      ]),
    )
    .groupBy(['e.comparator', 'e.utm_source', 'e.utm_campaign']);
  if (since) query = query.where('e.occurred_at', '>=', since);
  if (until) query = query.where('e.occurred_at', '<', until);
  const rows = (await query.execute()).map((row): ConversionRow => ({
    comparator: row.comparator ?? NO_COMPARATOR,
    source: row.source ?? DIRECT,
    campaign: row.campaign ?? DIRECT,
    pageViews: count(row.pageViews),
    planViews: count(row.planViews),
    addsToCompare: count(row.addsToCompare),
    leads: count(row.leads),
    purchases: count(row.purchases),
    purchaseValueCop: count(row.purchaseValueCop),
  }));
  const key = (row: ConversionRow) => [row.comparator, row.source, row.campaign];
  return rows.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
    return 0;
  });
};
