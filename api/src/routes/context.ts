import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ApiConfig } from '../config';
import type { ChatFeed } from '../chat/chat-events';
import type { Db } from '../db/open';
import type { BotGuard } from '../http/bot-guard';
import type { HumanChallenges } from '../http/human-challenge';
import type { DocumentFiles } from '../store/document-files';
import type { PartnerDirectory } from '../store/partner-directory';
import type { PaymentProvider } from '../purchase/sandbox-provider';

/** What every route module receives: no globals, so tests build as many apps as they like. */
export interface RouteContext {
  db: Db;
  config: ApiConfig;
  now: () => Date;
  botGuard: BotGuard;
  /** The signed 'Soy humano!' challenges (docs/security.md#human-challenge). */
  humanChallenges: HumanChallenges;
  documents: DocumentFiles;
  /** Partners by subdomain and iframe token, cached (docs/security.md#bounded-lookups). */
  partners: PartnerDirectory;
  /** The live chat's events as this instance reads them from the database (docs/adr/0018-live-chat.md). */
  chatFeed: ChatFeed;
  /** Who charges the cards of the online purchase: the built-in sandbox (docs/adr/0019-online-purchase.md). */
  paymentProvider: PaymentProvider;
}

/** The app as routes see it: request and answer types come from the routes' TypeBox schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A module registers its routes; one that must read or tidy the database first (retention at start) is async. */
export type RouteModule = (app: Api, ctx: RouteContext) => void | Promise<void>;
