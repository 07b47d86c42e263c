import Type, { type Static } from 'typebox';
import { Data, Nullable } from './common';

/** Leads: what the contact and plan-request calls answer, and what operators read back. */

export const LeadKind = Type.Enum(['contact', 'plan_request']);
export type LeadKind = Static<typeof LeadKind>;

export const LeadStatus = Type.Object({ id: Type.Integer(), name: Type.String() }, { description: 'docs/product/api.md#lead-statuses' });

/** The advisor a lead is assigned to, as the advisor card shows them (docs/product/api.md#leads). */
export const DataSocio = Type.Object({
  nombres: Type.String(),
  apellidos: Type.String(),
  telefono_1: Type.String(),
  telefonos: Type.Array(Type.String(), { description: 'WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list)' }),
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

export const StoredLead = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  idempotencyKey: Nullable(Type.String()),
  kind: LeadKind,
  businessLineId: Nullable(Type.Integer()),
  productCode: Nullable(Type.String()),
  fields: Type.Record(Type.String(), Type.Unknown(), { description: "The visitor's fields as stored (they differ by form)" }),
  advisor: Nullable(DataSocio),
  status: LeadStatus,
});
export type StoredLead = Static<typeof StoredLead>;

export const AdminLeadsQuery = Type.Object({
  afterId: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  kind: Type.Optional(LeadKind),
});

export const AdminLeadsAnswer = Type.Object({
  data: Type.Array(StoredLead),
  metaData: Type.Object({ count: Type.Integer(), nextAfterId: Type.Integer({ description: 'afterId of the next page' }) }),
});
