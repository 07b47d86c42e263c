import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

const findNonFinite = (value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  // A file's bytes (a chat attachment) are numbers 0–255 by construction: nothing to look for.
  if (!value || typeof value !== 'object' || depth > 64 || ArrayBuffer.isView(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = findNonFinite(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
};

/**
 * Ajv coerces "1e309" to Infinity and then skips minimum/maximum for non-finite numbers, so a validated
 * input can still hold Infinity. Runs after validation (preHandler) and refuses it.
 */
export const rejectNonFiniteNumbers = async (request: FastifyRequest): Promise<void> => {
  for (const part of [request.query, request.params, request.body]) {
    const path = findNonFinite(part, '');
    if (path !== null) throw badRequest(`${path || 'El valor'} debe ser un número dentro del rango permitido`);
  }
};
