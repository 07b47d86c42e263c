import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import './route-config';
import { MAX_BODY_LIMIT, tooLargeMessage } from './body-policy';
import { errorBody, HttpError } from './errors';
import { AUTHORISATION_MESSAGES } from '../privacy/authorisation';
import { describeValidationError } from './validation-messages';

const BODY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'JSON inválido'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'JSON inválido: el cuerpo está vacío'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no soportado: envía application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length no corresponde al cuerpo enviado'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'Content-Type inválido'],
};

/** Malformed or oversized URLs, refused by the router before any route runs. */
export const frameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply
    .code(status)
    .send(errorBody(status, status === 414 ? 'Dirección demasiado larga' : 'Dirección inválida'));
};

/**
 * Every failure leaves as { statusCode, error, message }. Bad input is a 4xx with a Spanish message,
 * never a 500; only a real fault is a 500, logged with its stack and answered without details.
 */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const data =
        error.validationContext === 'body'
          ? request.body
          : error.validationContext === 'querystring'
            ? request.query
            : request.params;
      const message = describeValidationError(
        error.validation,
        error.validationContext ?? 'body',
        data,
        // The data authorisation's texts are the same on every route that asks for it.
        { ...AUTHORISATION_MESSAGES, ...request.routeOptions.config?.messages },
      );
      return reply.code(400).send(errorBody(400, message));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply
        .code(413)
        .send(
          errorBody(
            413,
            tooLargeMessage(
              request.routeOptions.config?.policyBodyLimit ?? request.routeOptions.bodyLimit ?? MAX_BODY_LIMIT,
            ),
          ),
        );
    const known = error.code ? BODY_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send(errorBody(known[0], known[1]));
    if (error instanceof HttpError)
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.extra));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody(status, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Error interno del servidor. Intenta nuevamente en unos minutos.'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(404, `Ruta no encontrada: ${request.method} ${request.url.split('?')[0] ?? ''}`)),
  );
};
