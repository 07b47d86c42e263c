import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueVersion } from '../../catalogue/version';
import { refreshQuery } from '../../http/schemas';
import { forwardedHost } from '../../http/trusted-proxies';
import { partnerOfHost } from '../../store/partners';
import { statement } from '../../store/statements';
import type { RouteModule } from '../context';
import { isWithinSupportHours, SUPPORT_HOURS } from './support-hours';

const API_VERSION = (JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

/** Operational calls: the bot clearance, version, chat availability, client error reports and health. */
export const platformRoutes: RouteModule = (app, { db, config, now, botGuard }) => {
  // Seed 000 §8 'Soy humano!': clears this client's robot suspicion.
  app.get('/api/buscarplanes/notrobot', {
    schema: { querystring: { type: 'object', properties: { _fh: { type: 'string', maxLength: 64 }, forceRefresh: { type: 'integer' } } } },
  }, async (request, reply) => {
    botGuard.clear(request.ip);
    return reply.header('Cache-Control', 'no-store').send({ data: { human: true } });
  });

  app.get('/api/qp-version', { schema: { querystring: refreshQuery } }, async () => ({
    data: { name: '@qs/api', version: API_VERSION, catalogueVersion: catalogueVersion() },
  }));

  app.get('/api/chat/available', { schema: { querystring: refreshQuery }, config: { cacheSeconds: 60 } }, async (request) => {
    const partner = partnerOfHost(db, forwardedHost(request));
    const open = config.chatMode === 'always' || (config.chatMode === 'hours' && isWithinSupportHours(now()));
    return { data: { active: open && partner?.subdomainLayout.chatEnabled !== false, hours: SUPPORT_HOURS } };
  });

  app.get('/api/health', { schema: { querystring: refreshQuery } }, async (_request, reply) => {
    const plans = statement(db, 'SELECT COUNT(*) FROM plans').pluck().get() as number;
    const documents = statement(db, 'SELECT COUNT(*) AS total, COUNT(size) AS generated FROM documents').get();
    return reply.header('Cache-Control', 'no-store').send({ data: { status: 'ok', version: API_VERSION, catalogueVersion: catalogueVersion(), plans, documents } });
  });
};
