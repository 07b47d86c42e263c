import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  [extra: string]: unknown;
}

/** The one error shape of the contract: { statusCode, error, message }. */
export const errorBody = (statusCode: number, message: string, extra: Record<string, unknown> = {}): ErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...extra,
});

export const sendError = (
  reply: FastifyReply,
  statusCode: number,
  message: string,
  extra: Record<string, unknown> = {},
) => reply.code(statusCode).send(errorBody(statusCode, message, extra));

/** A refusal decided inside a handler; the error handler turns it into errorBody. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string): HttpError => new HttpError(404, message);
export const badRequest = (message: string): HttpError => new HttpError(400, message);
