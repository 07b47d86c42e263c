import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import type { Db } from '../db/open';
import type { BotGuard } from '../http/bot-guard';
import type { DocumentFiles } from '../store/document-files';

/** What every route module receives: no globals, so tests build as many apps as they like. */
export interface RouteContext {
  db: Db;
  config: ApiConfig;
  now: () => Date;
  botGuard: BotGuard;
  documents: DocumentFiles;
}

export type RouteModule = (app: FastifyInstance, ctx: RouteContext) => void;
