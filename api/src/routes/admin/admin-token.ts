import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/errors';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * The staff check of every admin route (leads, conversions): `Authorization: Bearer
 * <QS_ADMIN_TOKEN>`, compared in constant time; otherwise 401 'Token de administración inválido' with
 * `WWW-Authenticate: Bearer`. Without a token set, the admin routes are not registered at all (a plain 404).
 */
export const adminTokenCheck = (token: string) => {
  const expected = digest(`Bearer ${token}`);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send(errorBody(401, 'Token de administración inválido'));
    }
    return undefined;
  };
};
