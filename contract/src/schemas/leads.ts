import Type, { type Static } from 'typebox';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EMPLOYEES_MAX,
  EMPLOYEES_MIN,
  EMPLOYEES_PATTERN,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_PATTERN,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
} from '../rules/field-rules.mjs';
import { Data, IDEMPOTENCY_KEY_PATTERN, Nullable } from './common.ts';
import { DataAuthorisation, NullableStoredAuthorisation } from './privacy.ts';
import { OptionalProfile } from './profile.ts';
import { LeadStatus } from './lead-statuses.ts';

/** Leads: what the contact and plan-request calls answer, and what operators read back. */

export const LeadKind = Type.Enum(['contact', 'plan_request']);
export type LeadKind = Static<typeof LeadKind>;

export { LeadStatus } from './lead-statuses.ts';

/** The advisor a lead is assigned to, as the advisor card shows them (docs/product/api.md#leads). */
export const DataSocio = Type.Object({
  nombres: Type.String(),
  apellidos: Type.String(),
  telefono_1: Type.String(),
  telefonos: Type.Array(Type.String(), {
    description: 'WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list)',
  }),
  email_corporativo: Type.String(),
  calendly: Type.Object({ active: Type.Boolean(), url: Type.String() }),
});
export type DataSocio = Static<typeof DataSocio>;

export const LeadAnswer = Type.Object({
  id: Type.Integer({ description: 'The request number' }),
  createdAt: Type.String(),
  status: LeadStatus,
  dataSocio: Nullable(DataSocio),
});
export type LeadAnswer = Static<typeof LeadAnswer>;
/** 201 for a new lead; 200 (Idempotent-Replayed: true) for a key already used, with the same lead. */
export const LeadCreatedAnswer = Data(LeadAnswer);

/** The referrer a lead made on a partner's site carries (docs/product/api.md#partner-referrer). */
export const LeadReferrer = Type.Object(
  {
    partner: Type.String({ description: 'The subdomain of the partner whose site the lead came from' }),
    referer: Type.String({ description: "The partner's referer value, as configured" }),
    email: Nullable(Type.String({ description: 'The referrer found by that value; null when nobody has it' })),
    name: Nullable(Type.String()),
    ejecutivo: Nullable(Type.String({ description: "The e-mail of the referrer's advisor" })),
  },
  { description: "Set by the API from the request's partner host, never from the body" },
);
export type LeadReferrer = Static<typeof LeadReferrer>;

export const StoredLead = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  idempotencyKey: Nullable(Type.String()),
  kind: LeadKind,
  businessLineId: Nullable(Type.Integer()),
  productCode: Nullable(Type.String()),
  fields: Type.Record(Type.String(), Type.Unknown(), {
    description: "The visitor's fields as stored (they differ by form)",
  }),
  advisor: Nullable(DataSocio),
  status: LeadStatus,
  // The data authorisation the lead was sent with (docs/security.md#data-authorisation); null before it was asked.
  dataAuthorisation: NullableStoredAuthorisation,
  referrer: Nullable(LeadReferrer),
});
export type StoredLead = Static<typeof StoredLead>;

export const AdminLeadsQuery = Type.Object({
  afterId: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  kind: Type.Optional(LeadKind),
});

export const AdminLeadsAnswer = Type.Object({
  data: Type.Array(StoredLead),
  metaData: Type.Object({
    count: Type.Integer(),
    nextAfterId: Type.Integer({ description: 'afterId of the next page' }),
  }),
});

// Requests (docs/product/api.md#leads). The name, e-mail, phone and employee rules are the browser's too
// (rules/field-rules.mjs, docs/product/forms.md#field-rules); the phone's digit counts are checked in the route.

const nullableText = (maxLength: number) => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });
const nullable = <T>(type: string, options: Record<string, unknown> = {}) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], ...options });

/** One arrival of the lead attribution history (docs/product/api.md#lead-attribution); unknown fields are dropped. */
export const LeadAttributionEntry = Type.Object(
  {
    date: Type.String({ minLength: 1, maxLength: 40 }),
    url: Type.Optional(nullableText(2000)),
    referrer: Type.Optional(nullableText(2000)),
    infoGA: Type.Optional(
      Type.Object(
        {
          urlParams: Type.Optional(
            Type.Unsafe<Record<string, string>>({
              type: 'object',
              maxProperties: 20,
              propertyNames: { maxLength: 50 },
              additionalProperties: { type: 'string', maxLength: 500 },
            }),
          ),
          clientId: Type.Optional(nullableText(100)),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Fields shared by contact and plan requests. */
const PersonFields = {
  first_name: Type.String({ minLength: NAME_MIN_LENGTH, maxLength: NAME_MAX_LENGTH, pattern: NAME_PATTERN }),
  telefono: Type.String({ maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN }),
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN }),
  mensaje: Type.Optional(nullableText(2000)),
  // Sent as a number with the thousands dots removed; a dotted string is accepted too.
  cantidadEmpleados: Type.Optional(
    Type.Unsafe<number | string | null>({
      type: ['integer', 'string', 'null'],
      minimum: EMPLOYEES_MIN,
      maximum: EMPLOYEES_MAX,
      pattern: EMPLOYEES_PATTERN,
    }),
  ),
  productType: Type.Optional(nullableText(60)),
  // A page address with tracking parameters can be long; refusing it would lose the lead.
  origin_url: Type.Optional(nullableText(8000)),
  originLead: Type.Optional(
    Type.Object(
      {
        domain: Type.Optional(nullableText(255)),
        subdomain: Type.Optional(nullableText(100)),
        url: Type.Optional(nullableText(2000)),
      },
      { additionalProperties: false },
    ),
  ),
  autorizacionDatos: DataAuthorisation,
  // The visitor's arrivals (at most 100), each bounded.
  leadAttributionInfo: Type.Optional(Type.Array(LeadAttributionEntry, { maxItems: 100 })),
  unrecognizedAdditionalData: Type.Optional(
    Type.Unsafe<Record<string, string | number | boolean | null>>({
      type: 'object',
      maxProperties: 40,
      propertyNames: { maxLength: 100 },
      additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: 2000 },
    }),
  ),
};

export const ContactBody = Type.Object(
  {
    tipo: Type.Integer({ minimum: 1, maximum: 10000 }),
    ...PersonFields,
    businessLine: Type.Optional(
      Type.Unsafe<string | number | null>({ type: ['string', 'integer', 'null'], maxLength: 60 }),
    ),
    productCode: Type.Optional(nullableText(40)),
    datosingresados: Type.Optional(
      Type.Unsafe<boolean | Record<string, unknown> | null>({ type: ['boolean', 'object', 'null'], maxProperties: 60 }),
    ),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBody>;

/** Designed: the contact fields plus the plan's productCode, an optional ID number and the visitor's profile. */
export const PlanRequestBody = Type.Object(
  {
    productCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
    ...PersonFields,
    documento: Type.Optional(nullable<string>('string', { pattern: '^[0-9]{5,12}$' })),
    perfil: Type.Optional(OptionalProfile),
    plan: Type.Optional(nullable<Record<string, unknown>>('object', { maxProperties: 60 })),
    sameInsurerAgreement: Type.Optional(nullable<boolean>('boolean')),
    hasOnlineOnboarding: Type.Optional(nullable<boolean>('boolean')),
    isInternalTraffic: Type.Optional(nullable<boolean>('boolean')),
  },
  { additionalProperties: false },
);
export type PlanRequestBody = Static<typeof PlanRequestBody>;

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN })),
});
