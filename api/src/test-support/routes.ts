import Fastify, { type FastifyContextConfig } from 'fastify';
import { AJV_OPTIONS } from '../app';
import { createSandboxProvider } from '../purchase/sandbox-provider';
import { ChatFeed } from '../chat/chat-events';
import '../http/route-config';
import { ROUTE_MODULES } from '../routes';
import { createBotGuard } from '../http/bot-guard';
import { createHumanChallenges } from '../http/human-challenge';
import type { RouteContext } from '../routes/context';
import { createDocumentFiles } from '../store/document-files';
import { partnerDirectoryOf } from '../store/partner-directory';
import { FIXED_NOW, type TestApp } from './test-app';

export interface RouteInfo {
  method: string;
  url: string;
  schema: Record<string, unknown> | undefined;
  config: FastifyContextConfig | undefined;
}

/** Every route the modules declare, with its schema, read by registering them on a bare instance. */
export const collectRoutes = async (ctx: RouteContext): Promise<RouteInfo[]> => {
  const app = Fastify({ ajv: { customOptions: AJV_OPTIONS } });
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          schema: route.schema as Record<string, unknown> | undefined,
          config: route.config as FastifyContextConfig | undefined,
        });
    }
  });
  for (const register of ROUTE_MODULES) await register(app, ctx);
  await app.ready();
  await app.close();
  return routes;
};

/** Every route, registered with a test app's database and settings (the same context buildApp gives them). */
export const collectRoutesOf = (t: TestApp): Promise<RouteInfo[]> =>
  collectRoutes({
    db: t.db,
    config: t.config,
    now: () => FIXED_NOW,
    botGuard: createBotGuard({ db: t.db, limit: 1e6 }),
    humanChallenges: createHumanChallenges({ secret: t.config.humanChallengeSecret }),
    documents: createDocumentFiles(t.db, t.dir),
    partners: partnerDirectoryOf(t.db),
    chatFeed: new ChatFeed(t.db),
    paymentProvider: createSandboxProvider({ secret: t.config.paymentWebhookSecret, notify: async () => undefined }),
  });
