import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import { HttpError, notFound } from '../http/errors';
import { pricePlans } from '../compare/plan-cards';
import { employeesFor, personsFor, type Person, type ProfileInput } from '../pricing/persons';
import { saveLead } from '../store/leads';
import { findPlanById, staticCards, type PlanRow } from '../store/plans';
import { LEAD_STATUSES, leadStatusById, leadSubStatusById, type PurchaseView, type PlanPrice } from '@qs/contract';
import { chargeOf, paymentsPerYear, PERIODICITIES, type Periodicity } from './price';
import { ageOn } from './step-checks';
import {
  nextState,
  startState,
  stepsOf,
  type PurchaseEvent,
  type PurchaseKind,
  type PurchaseState,
  type PurchaseStep,
} from './purchase-states';
import type { GrantedAuthorisation } from '../privacy/authorisation';
import { STATUS_DETAIL_MESSAGES, type StatusDetail } from './status-details';

/**
 * The purchases in the database (docs/adr/0019-online-purchase.md): started for a plan and the profile of who
 * will be insured, resumed by the link's secret, each step saved as it is completed and each state change stored
 * with its time. The price is always the API's: the plan's table for the stored profile.
 */
export type PurchaseRow = Awaited<ReturnType<typeof readRow>>;

const hash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Plans a visitor can buy on the site: sold online, alone or beside an advisor. */
export const isSoldOnline = (channels: readonly string[] = []): boolean =>
  channels.includes('QpOnlineSale') || channels.includes('QpMixSale');

const readRow = async (db: Db, id: string) => {
  const row = await db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Compra no encontrada');
  return row;
};

/**
 * The purchase link's `session` is `{purchase id}.{secret}`: the link alone finds the purchase (on another
 * device), and only the secret's hash is stored.
 */
export const purchaseIdOf = (session: string): string => session.split('.')[0] ?? '';

/** The purchase if `session` is its link's; a wrong secret and an unknown purchase are the same 404. */
export const purchaseWithSession = async (db: Db, id: string, session: string | undefined) => {
  const secret = session?.split('.')[1];
  const row = await db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst();
  if (
    !row ||
    !session ||
    !secret ||
    purchaseIdOf(session) !== id ||
    !timingSafeEqual(Buffer.from(row.session_hash, 'hex'), Buffer.from(hash(secret), 'hex'))
  ) {
    throw notFound('Compra no encontrada');
  }
  return row;
};

const stateOf = (row: PurchaseRow): PurchaseState => ({
  kind: row.kind,
  step: row.step as PurchaseStep,
  leadStatus: Number(row.lead_status) as PurchaseState['leadStatus'],
  subStatus: row.sub_status === null ? null : (Number(row.sub_status) as PurchaseState['subStatus']),
  sale: row.sale_state as PurchaseState['sale'],
  payment: row.payment_state as PurchaseState['payment'],
});

type Writer = Pick<Db, 'insertInto' | 'updateTable'>;

/** Stores the new state and the transition with its time. */
export const storeState = async (
  db: Writer,
  id: string,
  event: string,
  state: PurchaseState,
  time: number,
  extra: { steps?: string; lead_id?: number; periodicity?: string } = {},
): Promise<void> => {
  const columns = {
    step: state.step,
    lead_status: state.leadStatus,
    sub_status: state.subStatus,
    sale_state: state.sale,
    payment_state: state.payment,
  };
  await db
    .updateTable('purchases')
    .set({ ...columns, ...extra, updated_at: time })
    .where('id', '=', id)
    .execute();
  await db
    .insertInto('purchase_transitions')
    .values({ purchase_id: id, at: time, event, ...columns })
    .execute();
};

/** Applies an event: the state machine says whether it may happen (409 otherwise). */
export const applyEvent = async (
  db: Writer,
  row: PurchaseRow,
  event: PurchaseEvent,
  time: number,
  extra: Parameters<typeof storeState>[5] = {},
): Promise<PurchaseState> => {
  const next = nextState(stateOf(row), event);
  await storeState(db, row.id, event.type, next, time, extra);
  await db
    .updateTable('leads')
    .set({ status_id: next.leadStatus, status_name: leadStatusById(next.leadStatus)!.name })
    .where('id', '=', row.lead_id ?? extra.lead_id ?? -1)
    .execute();
  return next;
};

const kindOf = (plan: PlanRow): PurchaseKind => (plan.pricing === 'employees' ? 'company' : 'person');

/**
 * The plan's price for the profile as every page shows it (`price`, its unit in the suffix), and the monthly amount
 * charged from it: an annual price counts as twelve months; a company plan priced per employee counts the company's
 * employees (its data step, else the profile's count).
 */
const planPriceFor = async (
  db: Db,
  plan: PlanRow,
  profile: ProfileInput | null,
  employees: number | null,
  now: Date,
): Promise<{ price: PlanPrice; monthly: number }> => {
  const withEmployees = employees === null ? profile : { ...profile, colectivo: { cantidadempleados: employees } };
  const [priced] = await pricePlans(db, [plan], withEmployees, now);
  if (!priced) throw notFound('El plan de esta compra ya no existe');
  const amount = priced.minPrice;
  if (plan.price_unit === '/año') return { price: priced.price, monthly: amount / 12 };
  // A company plan is priced per employee (however its insurer quotes it): the company pays it for each.
  if (plan.pricing === 'employees')
    return { price: priced.price, monthly: amount * (employees ?? employeesFor(profile, plan.min_subscribers ?? 1)) };
  return { price: priced.price, monthly: amount };
};

/**
 * The profile the purchase is priced on. The personal data's birth date is the holder's age from then on: the
 * profile's age was a guess typed in a form, the birth date is what the policy is issued on. A pets plan's holder
 * is its owner, who is not priced; a purchase without a profile holder stays at the plan's starting price.
 */
const pricedProfileOf = (
  row: PurchaseRow,
  plan: PlanRow,
  now: Date,
): { profile: ProfileInput | null; profileAge: number | null; age: number | null } => {
  const profile = parseJson<ProfileInput | null>(row.profile);
  const holder = profile?.cotizante?.[0];
  const profileAge = typeof holder?.edad === 'number' ? holder.edad : null;
  const birthDate = parseJson<Record<string, { birthDate?: string }>>(row.steps)['personal-data']?.birthDate;
  const age = birthDate ? ageOn(birthDate, now) : null;
  if (!profile || !holder || age === null || age === profileAge || plan.pricing === 'pets')
    return { profile, profileAge, age: null };
  return {
    profile: { ...profile, cotizante: [{ ...holder, edad: age }, ...(profile.cotizante ?? []).slice(1)] },
    profileAge,
    age,
  };
};

interface PurchasePricing {
  charges: PurchaseView['charges'];
  price: PlanPrice;
  ageChange: PurchaseView['ageChange'];
  profile: ProfileInput | null;
}

/** The purchase's price (the birth date's age, once given), each periodicity's charge, and what the birth date changed. */
const pricingOf = async (db: Db, row: PurchaseRow, now: Date, plan: PlanRow): Promise<PurchasePricing> => {
  const company = parseJson<Record<string, { employees?: number }>>(row.steps)['company-data'];
  const employees = company?.employees ?? null;
  const { profile, profileAge, age } = pricedProfileOf(row, plan, now);
  const { price, monthly } = await planPriceFor(db, plan, profile, employees, now);
  const charges = PERIODICITIES.map((periodicity) => ({
    ...chargeOf(monthly, periodicity),
    paymentsPerYear: paymentsPerYear(periodicity),
  }));
  const ageChange =
    age === null
      ? null
      : {
          profileAge,
          age,
          previousPrice: (await planPriceFor(db, plan, parseJson<ProfileInput | null>(row.profile), employees, now))
            .price,
        };
  return { charges, price, ageChange, profile };
};

/** Starts a purchase of `plan` for `profile`; answers its id and the link's secret (given once; only its hash is kept). */
export const startPurchase = async (
  db: Db,
  plan: PlanRow,
  profile: ProfileInput | null,
  client: string,
  time: number,
): Promise<{ id: string; session: string }> => {
  const [card] = (await staticCards(db, [plan.id])).values();
  if (!card || !isSoldOnline(card.insuranceMetadata.metadata.salesChannel))
    throw new HttpError(409, 'Este plan no se contrata online: pide que un asesor te contacte.');
  const id = randomBytes(12).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  const state = startState(kindOf(plan));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('purchases')
      .values({
        id,
        session_hash: hash(secret),
        kind: state.kind,
        plan_id: plan.id,
        product_code: plan.product_code,
        profile: profile ? JSON.stringify(profile) : null,
        periodicity: 'monthly',
        step: state.step,
        lead_status: state.leadStatus,
        sub_status: state.subStatus,
        sale_state: state.sale,
        payment_state: state.payment,
        steps: '{}',
        lead_id: null,
        client,
        created_at: time,
        updated_at: time,
      })
      .execute();
    await trx
      .insertInto('purchase_transitions')
      .values({
        purchase_id: id,
        at: time,
        event: 'started',
        step: state.step,
        lead_status: state.leadStatus,
        sub_status: state.subStatus,
        sale_state: state.sale,
        payment_state: state.payment,
      })
      .execute();
  });
  return { id, session: `${id}.${secret}` };
};

/** The contact of the purchase's lead: the personal data, or the company's contact. */
const leadFieldsOf = (
  row: PurchaseRow,
  step: PurchaseStep,
  data: Record<string, unknown>,
): Record<string, unknown> => ({
  origin: 'Compra-Online',
  hasOnlineOnboarding: true,
  purchaseId: row.id,
  productCode: row.product_code,
  ...(step === 'personal-data'
    ? {
        nombre: data.name,
        email: data.email,
        telefono: data.phone,
        documento: `${String(data.documentType)} ${String(data.documentNumber)}`,
      }
    : {
        nombre: data.contactName,
        email: data.email,
        telefono: data.phone,
        empresa: data.companyName,
        nit: data.nit,
        cantidadEmpleados: data.employees,
      }),
});

/**
 * Saves a data step. The first one creates the purchase's lead (status 500 'Contratacion Online', with the
 * advisor the lead rules assign: a company purchase's executive); a step saved again (the visitor went back)
 * replaces its data and leaves the purchase where it was.
 */
/** The authorisations a step was saved with (docs/security.md#data-authorisation): kept on the purchase, the personal one on its lead too. */
export interface StepAuthorisation {
  personal?: GrantedAuthorisation;
  sensitive?: GrantedAuthorisation;
}

export const saveStep = async (
  db: Db,
  row: PurchaseRow,
  step: PurchaseStep,
  data: Record<string, unknown>,
  client: string,
  time: number,
  authorisation: StepAuthorisation = {},
): Promise<void> => {
  const steps = { ...parseJson<Record<string, unknown>>(row.steps), [step]: data };
  let leadId = row.lead_id === null ? undefined : Number(row.lead_id);
  if (leadId === undefined && (step === 'personal-data' || step === 'company-data')) {
    const plan = await findPlanById(db, Number(row.plan_id));
    const lead = await saveLead(
      db,
      {
        kind: 'plan_request',
        idempotencyKey: `purchase:${row.id}`,
        businessLineId: plan?.business_line_id ?? null,
        productCode: row.product_code,
        fields: leadFieldsOf(row, step, data),
        clientIp: client,
        authorisation: authorisation.personal ?? null,
      },
      new Date(time),
    );
    leadId = lead.answer.id;
  }
  await db.transaction().execute(async (trx) => {
    await applyEvent(trx, row, { type: 'step-saved', step }, time, {
      steps: JSON.stringify(steps),
      ...(leadId !== undefined && { lead_id: leadId }),
    });
    const { personal, sensitive } = authorisation;
    if (personal || sensitive)
      await trx
        .updateTable('purchases')
        .set({
          ...(personal && {
            data_policy_version: personal.version,
            data_policy_hash: personal.hash,
            data_authorised_at: personal.at.getTime(),
          }),
          ...(sensitive && {
            sensitive_policy_version: sensitive.version,
            sensitive_policy_hash: sensitive.hash,
            sensitive_authorised_at: sensitive.at.getTime(),
          }),
        })
        .where('id', '=', row.id)
        .execute();
  });
};

/** The visitor gives the purchase up (before paying or confirming it): the purchase and its lead are closed (3, Cerrado). */
export const cancelPurchase = async (db: Db, row: PurchaseRow, time: number): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await applyEvent(trx, row, { type: 'cancelled' }, time);
  });
};

/** The visitor chooses how often to pay: only before paying, and not while a payment waits. */
export const choosePeriodicity = async (
  db: Db,
  row: PurchaseRow,
  periodicity: Periodicity,
  time: number,
): Promise<void> => {
  if (Number(row.lead_status) !== LEAD_STATUSES.onlinePurchase.id || row.payment_state === 'PENDING')
    throw new HttpError(409, 'La periodicidad ya no se puede cambiar en esta compra.');
  await db.updateTable('purchases').set({ periodicity, updated_at: time }).where('id', '=', row.id).execute();
};

/** The payment attempt as the visitor reads it: only the brand and last four digits of the card. */
export const paymentViewOf = (attempt: {
  id: string;
  status: string;
  status_detail: string | null;
  brand: string;
  last_four: string;
  total: number;
  periodicity: string;
  created_at: number;
}): PurchaseView['payments'][number] => ({
  id: attempt.id,
  status: attempt.status as PurchaseView['payments'][number]['status'],
  statusDetail: attempt.status_detail,
  message: attempt.status_detail ? (STATUS_DETAIL_MESSAGES[attempt.status_detail as StatusDetail] ?? null) : null,
  brand: attempt.brand,
  lastFour: attempt.last_four,
  total: Number(attempt.total),
  periodicity: attempt.periodicity as Periodicity,
  createdAt: new Date(Number(attempt.created_at)).toISOString(),
});

const planOf = async (db: Db, row: PurchaseRow): Promise<PlanRow> => {
  const plan = await findPlanById(db, Number(row.plan_id));
  if (!plan) throw notFound('El plan de esta compra ya no existe');
  return plan;
};

/** The charge of every periodicity for the purchase's plan and profile (the birth date's age once given). */
export const chargesOf = async (db: Db, row: PurchaseRow, now: Date): Promise<PurchaseView['charges']> =>
  (await pricingOf(db, row, now, await planOf(db, row))).charges;

/**
 * The age the visitor's profile gave for an insured person, or null: pricing counts a missing age as a default,
 * but the pages must not show the visitor an age they never gave.
 */
const givenAge = (profile: ProfileInput | null, person: Person): number | null => {
  const holders = profile?.cotizante ?? [];
  const raw =
    person.role === 'cotizante'
      ? holders[person.index]
      : person.role === 'carga'
        ? profile?.cargas?.[person.index - holders.length]
        : profile?.mascota?.[person.index];
  return typeof raw?.edad === 'number' ? raw.edad : null;
};

/** The purchase as the visitor's pages read it. */
export const purchaseViewOf = async (db: Db, id: string, now: Date): Promise<PurchaseView> => {
  const row = await readRow(db, id);
  const plan = await planOf(db, row);
  const [card] = (await staticCards(db, [plan.id])).values();
  if (!card) throw notFound('El plan de esta compra ya no existe');
  const { charges, price, ageChange, profile } = await pricingOf(db, row, now, plan);
  const attempts = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('purchase_id', '=', id)
    .orderBy('created_at')
    .execute();
  const lead =
    row.lead_id === null
      ? undefined
      : await db.selectFrom('leads').select('advisor').where('id', '=', Number(row.lead_id)).executeTakeFirst();
  const subStatus = row.sub_status === null ? undefined : leadSubStatusById(Number(row.sub_status));
  return {
    id: row.id,
    kind: row.kind,
    productCode: row.product_code,
    planName: card.name,
    organizationName: card.organization.displayName,
    steps: [...stepsOf(row.kind)],
    step: row.step,
    leadStatus: { ...leadStatusById(Number(row.lead_status))! },
    subStatus: subStatus ? { id: subStatus.id, name: subStatus.name } : null,
    sale: row.sale_state,
    payment: row.payment_state,
    insured:
      row.kind === 'person'
        ? personsFor(plan.pricing, profile).map((person) => ({
            person: person.index,
            role: person.role,
            age: givenAge(profile, person),
          }))
        : [],
    minEmployees: plan.min_subscribers ?? 1,
    executive: lead?.advisor ? parseJson<PurchaseView['executive']>(lead.advisor) : null,
    data: parseJson<Record<string, unknown>>(row.steps),
    price,
    ageChange,
    charge: charges.find((charge) => charge.periodicity === row.periodicity) ?? charges[0]!,
    charges,
    payments: attempts.map(paymentViewOf),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
};
