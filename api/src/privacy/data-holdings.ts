import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import { asciiLowerCase, equalsIgnoringCase, isSqlite, jsonText } from '../db/dialect';
import type { DataSummary, Holding, PersonalDatum } from '@qs/contract';

/**
 * Where the site keeps a visitor's personal data, found by their e-mail address (docs/security.md#data-rights):
 * leads (the address is a field of their JSON `fields`), chats (the pre-chat `email` column) and purchases (the
 * address of the personal or company data step, in the JSON `steps`). Compared ignoring ASCII case, as addresses are.
 * A look-up by a JSON field reads the whole table: a rights request is rare, and no index would serve it.
 */

/** A paid or confirmed purchase (lead status 501), or one whose payment is in process: kept by a deletion. */
export const PAID_LEAD_STATUS = 501;

/** The lower-cased address of a step of `purchases.steps` (`$."personal-data".email`). */
const stepEmail = (db: Db, step: 'personal-data' | 'company-data'): RawBuilder<string | null> =>
  isSqlite(db)
    ? sql<string | null>`lower(json_extract(steps, ${sql.lit(`$."${step}".email`)}))`
    : sql<string | null>`lower((steps::jsonb -> ${sql.lit(step)} ->> 'email'))`;

export const leadsOf = (db: Db, email: string) =>
  db
    .selectFrom('leads')
    .select(['id', 'created_at', 'kind', 'business_line_id', 'product_code', 'fields'])
    .where(sql<string | null>`lower(${jsonText(db, 'fields', 'email')})`, '=', asciiLowerCase(email))
    .orderBy('id')
    .execute();

export const chatsOf = (db: Db, email: string) =>
  db
    .selectFrom('chat_conversations')
    .select(['id', 'created_at', 'status', 'name', 'email', 'phone', 'product', 'page'])
    .where((eb) => equalsIgnoringCase(eb, 'email', email))
    .orderBy('created_at')
    .execute();

export const purchasesOf = (db: Db, email: string) => {
  const address = asciiLowerCase(email);
  return db
    .selectFrom('purchases as p')
    .leftJoin('plans as pl', 'pl.id', 'p.plan_id')
    .leftJoin('insurance_types as it', 'it.name', 'pl.insurance_type')
    .select([
      'p.id',
      'p.created_at',
      'p.product_code',
      'p.steps',
      'p.lead_id',
      'p.lead_status',
      'p.payment_state',
      'it.business_line_id',
    ])
    .where((eb) =>
      eb.or([eb(stepEmail(db, 'personal-data'), '=', address), eb(stepEmail(db, 'company-data'), '=', address)]),
    )
    .orderBy('p.created_at')
    .execute();
};

type PurchaseHolding = Awaited<ReturnType<typeof purchasesOf>>[number];

/** Kept by a deletion: paid or confirmed, or with a payment the provider has not settled yet. */
export const isKeptPurchase = (row: Pick<PurchaseHolding, 'lead_status' | 'payment_state'>): boolean =>
  Number(row.lead_status) === PAID_LEAD_STATUS || row.payment_state === 'PENDING';

const LEAD_LABELS: Record<string, string> = {
  first_name: 'Nombre',
  nombre: 'Nombre',
  email: 'Correo electrónico',
  telefono: 'Teléfono',
  documento: 'Documento',
  empresa: 'Empresa',
  nit: 'NIT',
  cantidadEmpleados: 'Cantidad de empleados',
  mensaje: 'Mensaje',
  datosingresados: 'Perfil ingresado',
  origin_url: 'Página de origen',
  leadAttributionInfo: 'Visitas de origen',
  unrecognizedAdditionalData: 'Otros datos del formulario',
};
/** Fields of a lead that are the site's, not the visitor's. */
const LEAD_TECHNICAL = new Set([
  'tipo',
  'productCode',
  'planUrl',
  'productType',
  'origin',
  'hasOnlineOnboarding',
  'purchaseId',
  'originLead',
]);

const text = (value: unknown): string => {
  const written = typeof value === 'string' ? value : JSON.stringify(value);
  return written.length > 500 ? `${written.slice(0, 497)}…` : written;
};

const datum = (label: string, value: unknown): PersonalDatum[] =>
  value === undefined || value === null || value === '' ? [] : [{ label, value: text(value) }];

const leadData = (fields: Record<string, unknown>): PersonalDatum[] =>
  Object.entries(fields)
    .filter(([key]) => !LEAD_TECHNICAL.has(key))
    .flatMap(([key, value]) => datum(LEAD_LABELS[key] ?? key, value));

type Step = Record<string, unknown>;

/** The purchase's personal data; the health statement only as 'registered' (sensitive data is not written in a mail). */
const purchaseData = (steps: Record<string, Step | undefined>): PersonalDatum[] => {
  const person = steps['personal-data'];
  const company = steps['company-data'];
  const employees = steps['employee-data']?.employees;
  return [
    ...(person
      ? [
          ...datum('Nombre', person.name),
          ...datum('Documento', [person.documentType, person.documentNumber].filter(Boolean).join(' ')),
          ...datum('Fecha de nacimiento', person.birthDate),
          ...datum('Correo electrónico', person.email),
          ...datum('Teléfono', person.phone),
          ...datum('Dirección', person.address),
          ...datum('Ciudad', person.city),
        ]
      : []),
    ...(company
      ? [
          ...datum('Empresa', company.companyName),
          ...datum('NIT', company.nit),
          ...datum('Nombre del contacto', company.contactName),
          ...datum('Correo electrónico', company.email),
          ...datum('Teléfono', company.phone),
        ]
      : []),
    ...(Array.isArray(employees) ? datum('Empleados declarados', `${employees.length} (nombres y documentos)`) : []),
    ...(steps['health-statement']
      ? datum('Declaración de salud', 'Registrada (por ser un dato sensible no la incluimos en esta respuesta)')
      : []),
  ];
};

const KIND_NAMES: Record<string, string> = {
  contact: 'Solicitud de contacto',
  plan_request: 'Solicitud de información de un plan',
};

const iso = (ms: number | string): string => new Date(Number(ms)).toISOString();

/** The display names of the business lines, by id. */
const businessLineNames = async (db: Db): Promise<Map<number, string>> =>
  new Map(
    (await db.selectFrom('business_lines').select(['id', 'body']).execute()).map((row) => {
      const body = parseJson<{ displayName?: string; name?: string }>(row.body);
      return [Number(row.id), body.displayName ?? body.name ?? String(row.id)];
    }),
  );

/** 'conocer': what is stored for the address, by kind, with dates, lines of business and the personal fields. */
export const summariseHoldings = async (db: Db, email: string): Promise<DataSummary> => {
  // One after another: inside a transaction they share its one connection.
  const lines = await businessLineNames(db);
  const leads = await leadsOf(db, email);
  const chats = await chatsOf(db, email);
  const purchases = await purchasesOf(db, email);
  const lineOf = (id: number | null | undefined) =>
    id === null || id === undefined ? null : (lines.get(Number(id)) ?? null);
  const messages = new Map(
    chats.length === 0
      ? []
      : (
          await db
            .selectFrom('chat_messages')
            .select(['conversation_id', (eb) => eb.fn.countAll<number>().as('count')])
            .where('author', '=', 'visitor')
            .where(
              'conversation_id',
              'in',
              chats.map((chat) => chat.id),
            )
            .groupBy('conversation_id')
            .execute()
        ).map((row) => [row.conversation_id, Number(row.count)]),
  );
  const group = (items: Holding[]) => ({ count: items.length, items });
  return {
    email: asciiLowerCase(email),
    leads: group(
      leads.map((lead) => ({
        date: lead.created_at,
        businessLine: lineOf(lead.business_line_id),
        productCode: lead.product_code ?? null,
        detail: KIND_NAMES[lead.kind] ?? lead.kind,
        personalData: leadData(parseJson<Record<string, unknown>>(lead.fields)),
      })),
    ),
    chats: group(
      chats.map((chat) => ({
        date: iso(chat.created_at),
        businessLine: null,
        productCode: null,
        detail: `Conversación de chat (${chat.status === 'open' ? 'abierta' : 'cerrada'}), ${messages.get(chat.id) ?? 0} mensaje(s) tuyo(s)`,
        personalData: [
          ...datum('Nombre', chat.name),
          ...datum('Correo electrónico', chat.email),
          ...datum('Teléfono', chat.phone),
          ...datum('Producto de interés', chat.product),
          ...datum('Página desde la que escribiste', chat.page),
        ],
      })),
    ),
    purchases: group(
      purchases.map((purchase) => ({
        date: iso(purchase.created_at),
        businessLine: lineOf(purchase.business_line_id),
        productCode: purchase.product_code,
        detail: isKeptPurchase(purchase)
          ? 'Compra online pagada, confirmada o con el pago en proceso'
          : 'Compra online sin pagar',
        personalData: purchaseData(parseJson<Record<string, Step | undefined>>(purchase.steps)),
      })),
    ),
  };
};
