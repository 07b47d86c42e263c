import { createHash } from 'node:crypto';
import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import { HttpError } from '../http/errors';
import type { DataSocio, LeadAnswer, LeadKind, StoredLead } from '../contract/leads';
import { statement } from './statements';

export type { DataSocio, LeadAnswer, LeadKind, StoredLead };

/** The lead statuses a new lead can take (docs/product/api.md#lead-statuses). */
export const LEAD_STATUS = {
  withoutAdvisor: { id: 1, name: 'Sin Estado' },
  assigned: { id: 2, name: 'Asignado' },
} as const;

export interface LeadInput {
  kind: LeadKind;
  idempotencyKey: string | null;
  businessLineId: number | null;
  productCode: string | null;
  fields: Record<string, unknown>;
  clientIp: string | null;
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
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]))
      : value;

/** Same fields in any key order give the same fingerprint. */
export const fingerprint = (fields: Record<string, unknown>): string => createHash('sha256').update(JSON.stringify(canonical(fields))).digest('hex');

const answerOf = (row: LeadRow): LeadAnswer => ({
  id: row.id,
  createdAt: row.created_at,
  status: { id: row.status_id, name: row.status_name },
  dataSocio: parseJson<DataSocio | null>(row.advisor),
});

const phoneList = (a: AdvisorRow): string[] => {
  const list = parseJson<unknown>(a.telefonos);
  const phones = Array.isArray(list) ? list.filter((phone): phone is string => typeof phone === 'string' && phone.trim() !== '') : [];
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
const assignAdvisor = (db: Db, businessLineId: number | null): AdvisorRow | undefined => {
  if (businessLineId === null) return undefined;
  const advisor = statement(db, `SELECT a.id, a.nombres, a.apellidos, a.telefono_1, a.telefonos, a.email_corporativo, a.calendly_active, a.calendly_url
    FROM advisors a JOIN advisor_lines l ON l.advisor_id = a.id
    WHERE a.active = 1 AND l.business_line_id = ? ORDER BY a.last_assigned_seq, a.id LIMIT 1`).get(businessLineId) as AdvisorRow | undefined;
  if (advisor) {
    statement(db, 'UPDATE advisors SET last_assigned_seq = (SELECT COALESCE(MAX(last_assigned_seq), 0) + 1 FROM advisors) WHERE id = ?').run(advisor.id);
  }
  return advisor;
};

/**
 * Stores a lead and assigns its advisor in one transaction, committed before the answer leaves. A repeated
 * Idempotency-Key returns the first answer and stores nothing; the same key with other fields is refused
 * (422, as the IETF Idempotency-Key draft recommends), since silently ignoring new data would lose it.
 */
export const saveLead = (db: Db, input: LeadInput, now: Date): { answer: LeadAnswer; created: boolean } => {
  const print = fingerprint(input.fields);
  const find = () =>
    statement(db, 'SELECT id, created_at, fingerprint, advisor, status_id, status_name FROM leads WHERE kind = ? AND idempotency_key = ?').get(input.kind, input.idempotencyKey) as LeadRow | undefined;
  const replay = (row: LeadRow) => {
    if (row.fingerprint !== print) throw new HttpError(422, 'Esta Idempotency-Key ya se usó con otra solicitud. Genera una nueva para enviar datos distintos.');
    return { answer: answerOf(row), created: false };
  };
  return db.transaction(() => {
    const existing = input.idempotencyKey ? find() : undefined;
    if (existing) return replay(existing);
    const advisor = assignAdvisor(db, input.businessLineId);
    const status = advisor ? LEAD_STATUS.assigned : LEAD_STATUS.withoutAdvisor;
    const dataSocio = advisor ? toDataSocio(advisor) : null;
    const createdAt = now.toISOString();
    const { lastInsertRowid } = statement(db, `INSERT INTO leads (created_at, kind, idempotency_key, fingerprint, business_line_id, product_code, fields,
      advisor_id, advisor, status_id, status_name, client_ip) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      createdAt, input.kind, input.idempotencyKey, print, input.businessLineId, input.productCode, JSON.stringify(input.fields),
      advisor?.id ?? null, dataSocio ? JSON.stringify(dataSocio) : null, status.id, status.name, input.clientIp,
    );
    return { answer: { id: Number(lastInsertRowid), createdAt, status: { ...status }, dataSocio }, created: true };
  }).immediate();
};

/** Leads oldest first, for operators (CLI and admin endpoint). */
export const listLeads = (db: Db, { afterId = 0, limit = 1000, kind }: { afterId?: number; limit?: number; kind?: LeadKind } = {}): StoredLead[] =>
  (db.prepare(`SELECT id, created_at, idempotency_key, kind, business_line_id, product_code, fields, advisor, status_id, status_name FROM leads
    WHERE id > ? ${kind ? 'AND kind = ?' : ''} ORDER BY id LIMIT ?`).all(...(kind ? [afterId, kind, limit] : [afterId, limit])) as Array<Record<string, unknown>>).map((row) => ({
    id: row.id as number,
    createdAt: row.created_at as string,
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
    kind: row.kind as LeadKind,
    businessLineId: (row.business_line_id as number | null) ?? null,
    productCode: (row.product_code as string | null) ?? null,
    fields: parseJson<Record<string, unknown>>(row.fields as string),
    advisor: parseJson<DataSocio | null>(row.advisor as string | null),
    status: { id: row.status_id as number, name: row.status_name as string },
  }));
