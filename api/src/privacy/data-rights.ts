import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { asciiLowerCase, writeTransaction } from '../db/dialect';
import { HttpError } from '../http/errors';
import type { DataRightsKind, DataRightsOutcome } from '@qs/contract';
import { eraseHoldings } from './data-erasure';
import { summariseHoldings } from './data-holdings';

/** How long a confirmation link works. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Links one address may be sent per hour: more requests get the same answer but no mail (no mail-bombing). */
export const LINKS_PER_ADDRESS_PER_HOUR = 3;
/** Unconfirmed requests are removed this long after their link expired (the answer 'expired' needs them until then). */
export const UNCONFIRMED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** Ley 1581 de 2012, art. 15: a claim (an update) is answered within 15 business days. */
export const UPDATE_TERM_BUSINESS_DAYS = 15;

export const REQUEST_SENT_MESSAGE =
  'Te enviamos un enlace a tu correo para confirmar tu solicitud. Ábrelo en las próximas 24 horas. Si no lo ves, revisa la carpeta de correo no deseado.';
export const TOKEN_UNKNOWN_MESSAGE =
  'El enlace no es válido. Revisa que lo copiaste completo o pide uno nuevo en la página "Derechos sobre mis datos".';
export const TOKEN_USED_MESSAGE =
  'Este enlace ya se usó: cada enlace confirma una sola solicitud. Si lo necesitas, pide uno nuevo.';
export const TOKEN_EXPIRED_MESSAGE =
  'Este enlace venció: los enlaces sirven 24 horas. Pide uno nuevo en la página "Derechos sobre mis datos".';
export const DETAILS_REQUIRED_MESSAGE = 'Cuéntanos qué dato quieres actualizar y cuál es el valor correcto.';

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface NewRequest {
  email: string;
  kind: DataRightsKind;
  details: string | null;
}

/**
 * Stores a request with a new one-time token (only its hash) and answers the token, or null when the address already
 * got LINKS_PER_ADDRESS_PER_HOUR links in the last hour. Also removes unconfirmed requests long expired.
 */
export const createRequest = async (db: Db, request: NewRequest, now: number): Promise<string | null> => {
  const email = asciiLowerCase(request.email.trim());
  await db
    .deleteFrom('data_rights_requests')
    .where('confirmed_at', 'is', null)
    .where('expires_at', '<', now - UNCONFIRMED_KEPT_MS)
    .execute();
  const recent = await db
    .selectFrom('data_rights_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('email', '=', email)
    .where('created_at', '>', now - 60 * 60 * 1000)
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= LINKS_PER_ADDRESS_PER_HOUR) return null;
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('data_rights_requests')
    .values({
      created_at: now,
      email,
      kind: request.kind,
      details: request.kind === 'actualizar' ? request.details : null,
      token_hash: tokenHash(token),
      expires_at: now + TOKEN_LIFETIME_MS,
      confirmed_at: null,
      status: 'por_confirmar',
    })
    .execute();
  return token;
};

/** Removes a request whose mail could not be sent: its link reached nobody. */
export const dropRequest = async (db: Db, token: string): Promise<void> => {
  await db.deleteFrom('data_rights_requests').where('token_hash', '=', tokenHash(token)).execute();
};

const updateMessage = (): string =>
  `Recibimos tu solicitud de actualización. Un asesor la revisará y aplicará la corrección dentro del término legal de ${UPDATE_TERM_BUSINESS_DAYS} días hábiles (Ley 1581 de 2012, art. 15), y te escribirá a este correo si necesita algo más.`;

const erasureMessage = (kept: number): string =>
  kept === 0
    ? 'Suprimimos los datos personales asociados a tu correo: tus solicitudes quedaron anonimizadas y borramos tus conversaciones de chat y tus compras sin pagar.'
    : `Suprimimos los datos personales asociados a tu correo: tus solicitudes quedaron anonimizadas y borramos tus conversaciones de chat y tus compras sin pagar. Conservamos ${kept === 1 ? 'una compra pagada' : `${kept} compras pagadas`} con su comprobante de pago, porque la ley nos obliga a guardar los soportes de las operaciones comerciales (Código de Comercio, art. 60); esos datos no se usan para nada más.`;

/**
 * Executes the request of a token, once: in one transaction the token is marked used and the request done — a
 * summary read, an update recorded for an advisor, or the deletion. 400 for a token never issued (or purged),
 * 410 for one already used or expired.
 */
export const confirmRequest = async (
  db: Db,
  token: string,
  now: Date,
): Promise<{ email: string; outcome: DataRightsOutcome }> =>
  writeTransaction(db, async (trx) => {
    const request = await trx
      .selectFrom('data_rights_requests')
      .select(['id', 'email', 'kind', 'expires_at', 'confirmed_at'])
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    if (!request) throw new HttpError(400, TOKEN_UNKNOWN_MESSAGE);
    if (request.confirmed_at !== null) throw new HttpError(410, TOKEN_USED_MESSAGE);
    if (Number(request.expires_at) <= now.getTime()) throw new HttpError(410, TOKEN_EXPIRED_MESSAGE);
    const status = request.kind === 'actualizar' ? 'pendiente' : 'atendida';
    const marked = await trx
      .updateTable('data_rights_requests')
      .set({ confirmed_at: now.getTime(), status })
      .where('id', '=', request.id)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw new HttpError(410, TOKEN_USED_MESSAGE);
    const base = { kind: request.kind, status, summary: null, erasure: null } as const;
    if (request.kind === 'conocer') {
      const summary = await summariseHoldings(trx, request.email);
      const total = summary.leads.count + summary.chats.count + summary.purchases.count;
      const message =
        total === 0
          ? 'No tenemos datos personales asociados a tu correo.'
          : 'Estos son los datos personales que tenemos asociados a tu correo. También te los enviamos por correo.';
      return { email: request.email, outcome: { ...base, message, summary } };
    }
    if (request.kind === 'actualizar') return { email: request.email, outcome: { ...base, message: updateMessage() } };
    const erasure = await eraseHoldings(trx, request.email, now);
    return { email: request.email, outcome: { ...base, message: erasureMessage(erasure.kept.length), erasure } };
  });
