import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import { writeTransaction } from '../db/dialect';
import type { AdditionalInstitution, Provider, ProviderRegion, ClinicKind } from '@qs/contract';

/** What marks a lead as an additional-insurance request in its fields (docs/product/api.md#additional-insurance). */
export const ADDITIONAL_INSURANCE_MARK = 'seguro_adicional';
/** The institutions a visitor can hold: Colombia's EPS and prepaid medicine companies, EPS first. */
export const INSTITUTION_TYPES = ['EPS', 'MEDICINA PREPAGADA'] as const;
const TYPE_ALIAS: Record<string, string> = { EPS: 'EPS', 'MEDICINA PREPAGADA': 'Medicina prepagada' };

// Spanish order: 'Clínica' sorts with 'Clinica'.
const byName = new Intl.Collator('es', { sensitivity: 'base' });

export const listInstitutions = async (db: Db): Promise<AdditionalInstitution[]> => {
  const rows = await db
    .selectFrom('organizations')
    .select(['id', 'code', 'display_name', 'type'])
    .where('type', 'in', [...INSTITUTION_TYPES])
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      code: row.code,
      displayName: row.display_name,
      type: row.type,
      typeAlias: TYPE_ALIAS[row.type] ?? row.type,
    }))
    .sort(
      (a, b) =>
        INSTITUTION_TYPES.indexOf(a.type as (typeof INSTITUTION_TYPES)[number]) -
          INSTITUTION_TYPES.indexOf(b.type as (typeof INSTITUTION_TYPES)[number]) ||
        byName.compare(a.displayName, b.displayName),
    );
};

export const findInstitution = async (db: Db, code: string): Promise<AdditionalInstitution | undefined> =>
  (await listInstitutions(db)).find((institution) => institution.code === code);

/** Which providers a request may see: all (null), or a partner's (the clinics of its plans' networks). */
export type ProviderScope = ReadonlySet<number> | null;

interface ProviderFilter {
  region?: string;
  id?: number;
  scope: ProviderScope;
}

/** The clinics and hospitals of the catalogue, by department (DANE code), in Spanish name order. */
export const listProviders = async (db: Db, { region, id, scope }: ProviderFilter): Promise<Provider[]> => {
  const rows = await db
    .selectFrom('organizations')
    .select(['id', 'display_name', 'metadata', 'city', 'state_code', 'state_name'])
    .where('type', '=', 'CLINICA')
    .where('state_code', 'is not', null)
    .$if(region !== undefined, (qb) => qb.where('state_code', '=', region ?? ''))
    .$if(id !== undefined, (qb) => qb.where('id', '=', id ?? 0))
    .execute();
  return rows
    .filter((row) => scope === null || scope.has(row.id))
    .map((row) => ({
      id: row.id,
      nombre: row.display_name,
      tipo: parseJson<{ kind: ClinicKind }>(row.metadata).kind,
      ciudad: row.city ?? '',
      regionNumero: row.state_code ?? '',
      regionNombre: row.state_name ?? '',
    }))
    .sort((a, b) => byName.compare(a.nombre, b.nombre));
};

/** The departments that have providers, with how many, in Spanish name order. */
export const providerRegions = async (db: Db, scope: ProviderScope): Promise<ProviderRegion[]> => {
  const regions = new Map<string, ProviderRegion>();
  for (const provider of await listProviders(db, { scope })) {
    const region = regions.get(provider.regionNumero) ?? {
      regionNumero: provider.regionNumero,
      regionNombre: provider.regionNombre,
      prestadores: 0,
    };
    region.prestadores += 1;
    regions.set(provider.regionNumero, region);
  }
  return [...regions.values()].sort((a, b) => byName.compare(a.regionNombre, b.regionNombre));
};

const hash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/**
 * A new secret for the request's sender: only its hash is kept. Given again (a new one) when the same Idempotency-Key
 * is replayed, since only the browser that holds that key can replay it; the earlier secret stops working.
 */
export const issueUpdateSecret = async (db: Db, leadId: number, now: Date): Promise<string> => {
  const secret = randomBytes(24).toString('base64url');
  await writeTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('additional_insurance_requests')
      .set({ token_hash: hash(secret) })
      .where('lead_id', '=', leadId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await trx
        .insertInto('additional_insurance_requests')
        .values({ lead_id: leadId, token_hash: hash(secret), created_at: now.toISOString(), updated_at: null })
        .execute();
  });
  return secret;
};

export interface RequestDetails {
  horarioContacto: string | null;
  comentario: string | null;
}

/**
 * Adds the visitor's details to their request (the lead's fields, under `actualizacion`), when `secret` is the one
 * solicitar gave. An unknown request, a wrong secret and a request whose data were erased are all `null`, alike.
 */
export const updateRequest = async (
  db: Db,
  leadId: number,
  secret: string,
  details: RequestDetails,
  now: Date,
): Promise<{ actualizadoEn: string } | null> =>
  writeTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('additional_insurance_requests as r')
      .innerJoin('leads as l', 'l.id', 'r.lead_id')
      .select(['r.token_hash', 'l.fields'])
      .where('r.lead_id', '=', leadId)
      .executeTakeFirst();
    if (!row || !timingSafeEqual(Buffer.from(row.token_hash, 'hex'), Buffer.from(hash(secret), 'hex'))) return null;
    const fields = parseJson<Record<string, unknown> | null>(row.fields);
    if (fields?.solicitud !== ADDITIONAL_INSURANCE_MARK) return null;
    const actualizadoEn = now.toISOString();
    // The fingerprint stays the one of what was first sent: a replay of solicitar still matches it.
    const actualizacion = { ...details, actualizadoEn };
    await trx
      .updateTable('leads')
      .set({ fields: JSON.stringify({ ...fields, actualizacion }) })
      .where('id', '=', leadId)
      .execute();
    await trx
      .updateTable('additional_insurance_requests')
      .set({ updated_at: actualizadoEn })
      .where('lead_id', '=', leadId)
      .execute();
    return { actualizadoEn };
  });
