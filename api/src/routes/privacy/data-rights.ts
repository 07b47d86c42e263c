import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  answers,
  DataRightsConfirmAnswer,
  DataRightsConfirmBody,
  DataRightsRequestAnswer,
  DataRightsRequestBody,
  DETAILS_MAX_LENGTH,
  DETAILS_MIN_LENGTH,
} from '@qs/contract';
import { HttpError, badRequest } from '../../http/errors';
import type { FieldMessages } from '../../http/validation-messages';
import { createMailer, MAIL_FAILED_MESSAGE, MAIL_OFF_MESSAGE } from '../../mail/mailer';
import { confirmationMail, summaryMail } from '../../privacy/data-rights-mail';
import {
  confirmRequest,
  createRequest,
  DETAILS_REQUIRED_MESSAGE,
  dropRequest,
  REQUEST_SENT_MESSAGE,
  TOKEN_LIFETIME_MS,
  TOKEN_UNKNOWN_MESSAGE,
} from '../../privacy/data-rights';
import { countInWindow } from '../../store/client-state';
import type { RouteModule } from '../context';

/** The page's path of the confirmation link; the token goes in the fragment, which no server or log receives. */
export const CONFIRM_PATH = '/derechos-sobre-mis-datos/confirmar';

/**
 * Per client and minute, beside the general limit: a request sends an e-mail, so it is held far below it. Counted in
 * the database's client windows (one count across the API instances), once the body is valid, as the opinions are.
 */
export const DATA_RIGHTS_BUDGETS = {
  request: { scope: 'rate-data-rights', limit: 5, windowMs: 60_000 },
  confirm: { scope: 'rate-data-rights-confirm', limit: 20, windowMs: 60_000 },
} as const;
export const REQUESTS_PER_MINUTE = DATA_RIGHTS_BUDGETS.request.limit;

const MESSAGES: FieldMessages = {
  email: {
    required: 'Ingresa tu correo electrónico.',
    type: 'Ingresa tu correo electrónico.',
    maxLength: 'Ingresa un correo electrónico válido, por ejemplo nombre@correo.com.',
    pattern: 'Ingresa un correo electrónico válido, por ejemplo nombre@correo.com.',
  },
  kind: {
    required: 'Elige qué quieres hacer con tus datos: conocerlos, actualizarlos o suprimirlos.',
    type: 'Elige qué quieres hacer con tus datos: conocerlos, actualizarlos o suprimirlos.',
    const: 'Elige qué quieres hacer con tus datos: conocerlos, actualizarlos o suprimirlos.',
    enum: 'Elige qué quieres hacer con tus datos: conocerlos, actualizarlos o suprimirlos.',
  },
  details: {
    type: DETAILS_REQUIRED_MESSAGE,
    maxLength: `La descripción es muy larga: como máximo ${DETAILS_MAX_LENGTH} caracteres.`,
  },
  token: { required: TOKEN_UNKNOWN_MESSAGE, type: TOKEN_UNKNOWN_MESSAGE, pattern: TOKEN_UNKNOWN_MESSAGE },
};

/**
 * The visitor's data rights under Ley 1581 (docs/security.md#data-rights, docs/product/api.md#data-rights):
 * POST /api/data-rights/requests e-mails a one-time link for a request (the same answer whether or not the address
 * has data); POST /api/data-rights/confirm executes it. Without QS_SMTP_URL mail is off and a request answers 503.
 */
export const dataRightsRoutes: RouteModule = (app, { db, config, now }) => {
  /** 429 with Retry-After once the client has used the budget's calls in its window. */
  const spend = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { scope, limit, windowMs }: (typeof DATA_RIGHTS_BUDGETS)[keyof typeof DATA_RIGHTS_BUDGETS],
  ) => {
    const at = now().getTime();
    const { windowStart, count } = await countInWindow(db, scope, request.ip, at, windowMs);
    if (count <= limit) return;
    const seconds = Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000));
    reply.header('Retry-After', String(seconds));
    throw new HttpError(429, `Demasiadas solicitudes. Intenta nuevamente en ${seconds} segundos.`);
  };
  const mailer = createMailer(config);
  if (!mailer.enabled) app.log.warn('mail is off (QS_SMTP_URL is unset): POST /api/data-rights/requests answers 503');
  app.addHook('onClose', async () => mailer.close());

  app.post(
    '/api/data-rights/requests',
    {
      schema: { body: DataRightsRequestBody, response: answers({ 202: DataRightsRequestAnswer }) },
      config: { messages: MESSAGES },
    },
    async (request, reply) => {
      const { email, kind } = request.body;
      const details = request.body.details?.trim().normalize('NFC') ?? '';
      if (kind === 'actualizar' && details.length < DETAILS_MIN_LENGTH) throw badRequest(DETAILS_REQUIRED_MESSAGE);
      if (!mailer.enabled) throw new HttpError(503, MAIL_OFF_MESSAGE);
      await spend(request, reply, DATA_RIGHTS_BUDGETS.request);
      const token = await createRequest(db, { email, kind, details: details || null }, now().getTime());
      if (token) {
        const link = `${config.site.origin}${CONFIRM_PATH}#token=${token}`;
        try {
          await mailer.send(confirmationMail(email.trim(), kind, link, TOKEN_LIFETIME_MS / 3_600_000));
        } catch (error) {
          request.log.error({ err: error }, 'data-rights mail not sent');
          await dropRequest(db, token);
          throw new HttpError(503, MAIL_FAILED_MESSAGE);
        }
      }
      return reply
        .code(202)
        .header('Cache-Control', 'no-store')
        .send({ data: { message: REQUEST_SENT_MESSAGE } });
    },
  );

  app.post(
    '/api/data-rights/confirm',
    {
      schema: { body: DataRightsConfirmBody, response: answers({ 200: DataRightsConfirmAnswer }) },
      config: { messages: MESSAGES },
    },
    async (request, reply) => {
      await spend(request, reply, DATA_RIGHTS_BUDGETS.confirm);
      const { email, outcome } = await confirmRequest(db, request.body.token, now());
      // The summary is also mailed; the answer carries it already, so a failed mail does not fail the call.
      if (outcome.summary && mailer.enabled)
        await mailer
          .send(summaryMail(email, outcome.summary))
          .catch((error: unknown) => request.log.error({ err: error }, 'data-rights summary mail not sent'));
      return reply.header('Cache-Control', 'no-store').send({ data: outcome });
    },
  );
};
