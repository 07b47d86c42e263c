import Type, { type Static } from 'typebox';

/**
 * First-party analytics (docs: api/README.md, "Analytics events and the conversions report"): the events the site
 * sends after the visitor consents, named as Google Tag Manager names them, and the conversions report read from them.
 */

export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'view_item',
  'add_to_compare',
  'generate_lead',
  'purchase',
  'testAB_modal_test_variation',
  'testAB_modal_test_control',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** Events in one request. */
export const MAX_EVENTS_PER_BATCH = 20;

const text = (maxLength: number) => Type.String({ maxLength });

export const AnalyticsParams = Type.Object(
  {
    item_id: Type.Optional(text(64)),
    item_name: Type.Optional(text(200)),
    item_category: Type.Optional(text(100)),
    comparator: Type.Optional(text(64)),
    value: Type.Optional(Type.Number({ minimum: 0 })),
    currency: Type.Optional(Type.Enum(['COP'])),
    transaction_id: Type.Optional(text(64)),
    lead_id: Type.Optional(text(64)),
    items: Type.Optional(
      Type.Array(
        Type.Object(
          { item_id: Type.Optional(text(64)), item_name: Type.Optional(text(200)) },
          { additionalProperties: false },
        ),
        { maxItems: 3 },
      ),
    ),
    utm_source: Type.Optional(text(200)),
    utm_medium: Type.Optional(text(200)),
    utm_campaign: Type.Optional(text(200)),
    utm_term: Type.Optional(text(200)),
    utm_content: Type.Optional(text(200)),
    gclid: Type.Optional(text(200)),
  },
  { additionalProperties: false, description: 'GA4 event parameters; unknown ones are dropped' },
);
export type AnalyticsParams = Static<typeof AnalyticsParams>;

export const AnalyticsEvent = Type.Object(
  {
    name: Type.Enum([...ANALYTICS_EVENT_NAMES]),
    category: Type.Enum(['analytics', 'advertising'], { description: 'The consent that allowed the event' }),
    clientId: Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$', description: 'A random id the browser keeps' }),
    at: Type.String({ format: 'date-time', maxLength: 40, description: "The event's time by the client's clock" }),
    page: Type.String({
      minLength: 1,
      maxLength: 2048,
      pattern: '^/',
      description: 'Path and query of the page; no control or format character (refused with 400)',
    }),
    params: Type.Optional(AnalyticsParams),
  },
  { additionalProperties: false },
);
export type AnalyticsEvent = Static<typeof AnalyticsEvent>;

/** `POST /api/events`, as JSON or as a beacon's text/plain string. */
export const AnalyticsEventsBody = Type.Object(
  { events: Type.Array(AnalyticsEvent, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }) },
  { additionalProperties: false },
);
export type AnalyticsEventsBody = Static<typeof AnalyticsEventsBody>;

export const AnalyticsEventsAnswer = Type.Object({
  accepted: Type.Integer({ description: 'Events stored' }),
  dropped: Type.Integer({
    description: 'Events older than 24 h or more than 5 min ahead by the client clock: not stored',
  }),
});
export type AnalyticsEventsAnswer = Static<typeof AnalyticsEventsAnswer>;

/** One row of the conversions report: a comparator and a campaign over the period. */
export const ConversionRow = Type.Object({
  comparator: Type.String({ description: "The events' comparator parameter; '(ninguno)' when they had none" }),
  source: Type.String({ description: "utm_source; '(directo)' when none" }),
  campaign: Type.String({ description: "utm_campaign; '(directo)' when none" }),
  pageViews: Type.Integer(),
  planViews: Type.Integer({ description: 'view_item events' }),
  addsToCompare: Type.Integer(),
  leads: Type.Integer({ description: 'generate_lead events' }),
  purchases: Type.Integer({ description: 'purchase events, once per transaction_id' }),
  purchaseValueCop: Type.Number({ description: "The purchases' summed value in COP" }),
});
export type ConversionRow = Static<typeof ConversionRow>;

const DATE_OR_TIME = '^\\d{4}-\\d{2}-\\d{2}(T[0-9:.]+(Z|[+-]\\d{2}:\\d{2}))?$';

export const ConversionsQuery = Type.Object(
  {
    since: Type.Optional(
      Type.String({ pattern: DATE_OR_TIME, description: 'A day in Bogotá (YYYY-MM-DD) or an ISO time; inclusive' }),
    ),
    until: Type.Optional(
      Type.String({
        pattern: DATE_OR_TIME,
        description: 'A day in Bogotá (YYYY-MM-DD, that day included) or an ISO time (excluded)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ConversionsQuery = Static<typeof ConversionsQuery>;

export const ConversionsAnswer = Type.Object({
  data: Type.Array(ConversionRow),
  metaData: Type.Object({
    since: Type.Union([Type.String(), Type.Null()], { description: 'The first instant counted (ISO), or null' }),
    until: Type.Union([Type.String(), Type.Null()], { description: 'The first instant no longer counted, or null' }),
  }),
});
