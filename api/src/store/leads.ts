import { createHash } from 'node:crypto';
import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import { HttpError } from '../http/errors';
import {
  LEAD_STATUSES,
  type DataSocio,
  type LeadAnswer,
  type LeadKind,
  type LeadReferrer,
  type StoredLead,
  type LeadStatusId,
} from '@qs/contract';
import { writeTransaction } from '../db/dialect';
import type { GrantedAuthorisation } from '../privacy/authorisation';

export type { DataSocio, LeadAnswer, LeadKind, StoredLead };

/** A new lead is 'Asignado' when an advisor took it, else 'Sin Estado' (docs/product/api.md#lead-statuses). */
const NEW_LEAD_STATUS = { withAdvisor: LEAD_STATUSES.assigned, withoutAdvisor: LEAD_STATUSES.withoutStatus } as const;

export interface LeadInput {
  kind: LeadKind;
  idempotencyKey: string | null;
  businessLineId: number | null;
  productCode: string | null;
  fields: Record<string, unknown>;
  clientIp: string | null;
  /** The visitor's data authorisation (docs/security.md#data-authorisation); stored beside the fields, not in them. */
  authorisation: GrantedAuthorisation | null;
  /** The partner's referrer (docs/product/api.md#partner-referrer), decided by the API; stored beside the fields. */
  referrer?: LeadReferrer | null;
}

interface LeadRow {
  id: number;
  created_at: string;
  fingerprint: string;
  advisor: string | null;
  status_id: number;
  status_name: string;
}

interface AdvisorRow {
  id: number;
  nombres: string;
  apellidos: string;
  telefono_1: string;
  telefonos: string;
  email_corporativo: string;
  calendly_active: number;
  calendly_url: string | null;
}

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

/** A value's JSON with every object's keys sorted: the same data in any key order is the same text. */
export const canonicalJson = (value: unknown): string => JSON.stringify(canonical(value));

/** Same fields in any key order give the same fingerprint. */
export const fingerprint = (fields: Record<string, unknown>): string =>
  createHash('sha256').update(canonicalJson(fields)).digest('hex');

const answerOf = (row: LeadRow): LeadAnswer => ({
  id: row.id,
  createdAt: row.created_at,
  status: { id: row.status_id as LeadStatusId, name: row.status_name },
  dataSocio: parseJson<DataSocio | null>(row.advisor),
});

const phoneList = (a: AdvisorRow): string[] => {
  const list = parseJson<unknown>(a.telefonos);
  const phones = Array.isArray(list)
    ? list.filter((phone): phone is string => typeof phone === 'string' && phone.trim() !== '')
    : [];
  return phones.length > 0 ? phones : [a.telefono_1];
};

const toDataSocio = (a: AdvisorRow): DataSocio => ({
  nombres: a.nombres,
  apellidos: a.apellidos,
  telefono_1: a.telefono_1,
  telefonos: phoneList(a),
  email_corporativo: a.email_corporativo,
  calendly: { active: a.calendly_active === 1 && Boolean(a.calendly_url), url: a.calendly_url ?? '' },
});

/** Round robin: the active advisor of the line who was assigned longest ago, then marks the turn. */
const assignAdvisor = async (db: Db, businessLineId: number | null): Promise<AdvisorRow | undefined> => {
  if (businessLineId === null) return undefined;
  const advisor = await db
    .selectFrom('advisors as a')
    .innerJoin('advisor_lines as l', 'l.advisor_id', 'a.id')
    .select([
      'a.id',
      'a.nombres',
      'a.apellidos',
      'a.telefono_1',
      'a.telefonos',
      'a.email_corporativo',
      'a.calendly_active',
      'a.calendly_url',
    ])
    .where('a.active', '=', 1)
    .where('l.business_line_id', '=', businessLineId)
    .orderBy('a.last_assigned_seq')
    .orderBy('a.id')
    .limit(1)
    .executeTakeFirst();
  if (advisor) {
    await db
      .updateTable('advisors')
      .set((eb) => ({
        last_assigned_seq: eb
          .selectFrom('advisors')
          .select((sub) => sub(sub.fn.coalesce(sub.fn.max('last_assigned_seq'), sub.lit(0)), '+', 1).as('next')),
      }))
      .where('id', '=', advisor.id)
      .execute();
  }
  return advisor;
};

/**
 * Stores a lead and assigns its advisor in one transaction, committed before the answer leaves. A repeated
 * Idempotency-Key returns the first answer and stores nothing; the same key with other fields is refused
 * (422, as the IETF Idempotency-Key draft recommends), since silently ignoring new data would lose it.
 */
export const saveLead = async (
  db: Db,
  input: LeadInput,
  now: Date,
): Promise<{ answer: LeadAnswer; created: boolean }> => {
  const print = fingerprint(input.fields);
  const find = (trx: Db, key: string): Promise<LeadRow | undefined> =>
    trx
      .selectFrom('leads')
      .select(['id', 'created_at', 'fingerprint', 'advisor', 'status_id', 'status_name'])
      .where('kind', '=', input.kind)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  const replay = (row: LeadRow) => {
    if (row.fingerprint !== print)
      throw new HttpError(
        422,
        'Esta Idempotency-Key ya se usó con otra solicitud. Genera una nueva para enviar datos distintos.',
      );
    return { answer: answerOf(row), created: false };
  };
  return writeTransaction(db, async (trx) => {
    const existing = input.idempotencyKey ? await find(trx, input.idempotencyKey) : undefined;
    if (existing) return replay(existing);
    const advisor = await assignAdvisor(trx, input.businessLineId);
    const status = advisor ? NEW_LEAD_STATUS.withAdvisor : NEW_LEAD_STATUS.withoutAdvisor;
    const dataSocio = advisor ? toDataSocio(advisor) : null;
    const createdAt = now.toISOString();
    const { id } = await trx
      .insertInto('leads')
      .values({
        created_at: createdAt,
        kind: input.kind,
        idempotency_key: input.idempotencyKey,
        fingerprint: print,
        business_line_id: input.businessLineId,
        product_code: input.productCode,
        fields: JSON.stringify(input.fields),
        advisor_id: advisor?.id ?? null,
        advisor: dataSocio ? JSON.stringify(dataSocio) : null,
        status_id: status.id,
        status_name: status.name,
        client_ip: input.clientIp,
        data_policy_version: input.authorisation?.version ?? null,
        data_policy_hash: input.authorisation?.hash ?? null,
        data_authorised_at: input.authorisation?.at.toISOString() ?? null,
        referrer: input.referrer ? JSON.stringify(input.referrer) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { answer: { id, createdAt, status: { ...status }, dataSocio }, created: true };
  });
};

/** Leads oldest first, for operators (CLI and admin endpoint). */
export const listLeads = async (
  db: Db,
  { afterId = 0, limit = 1000, kind }: { afterId?: number; limit?: number; kind?: LeadKind } = {},
): Promise<StoredLead[]> =>
  (
    await db
      .selectFrom('leads')
      .select([
        'id',
        'created_at',
        'idempotency_key',
        'kind',
        'business_line_id',
        'product_code',
        'fields',
        'advisor',
        'status_id',
        'status_name',
        'data_policy_version',
        'data_policy_hash',
        'data_authorised_at',
        'referrer',
      ])
      .where('id', '>', afterId)
      .$if(kind !== undefined, (qb) => qb.where('kind', '=', kind as LeadKind))
      .orderBy('id')
      .limit(limit)
      .execute()
  ).map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    idempotencyKey: row.idempotency_key ?? null,
    kind: row.kind,
    businessLineId: row.business_line_id ?? null,
    productCode: row.product_code ?? null,
    fields: parseJson<Record<string, unknown>>(row.fields),
    advisor: parseJson<DataSocio | null>(row.advisor),
    status: { id: row.status_id as LeadStatusId, name: row.status_name },
    dataAuthorisation:
      row.data_policy_version && row.data_policy_hash && row.data_authorised_at
        ? { version: row.data_policy_version, policyHash: row.data_policy_hash, authorisedAt: row.data_authorised_at }
        : null,
    referrer: parseJson<LeadReferrer | null>(row.referrer) ?? null,
  }));
