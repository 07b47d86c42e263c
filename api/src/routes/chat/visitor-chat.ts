import type { FastifyRequest } from 'fastify';
import {
  answers,
  NoContent,
  RefreshQuery,
  AttachmentFile,
  AttachmentParams,
  AttachmentQuery,
  CloseBody,
  ConversationAnswer,
  ConversationParams,
  EventStream,
  MessageAnswer,
  PRE_CHAT_MESSAGES,
  PreChat,
  ReceiptBody,
  SendMessageBody,
  StartedConversationAnswer,
  VisitorQuery,
  WebchatConfigAnswer,
  WebchatConfigParams,
} from '@qs/contract';
import { webchatConfig, type ChatLanguage } from '../../chat/webchat-config';
import { answerFile, answerUpload, UPLOAD_CONFIG } from '../../chat/attachment-routes';
import { appendEvent } from '../../chat/chat-events';
import { spendChatLimit } from '../../chat/chat-limits';
import { grantedAuthorisation } from '../../privacy/authorisation';
import {
  appendMessage,
  checkVisitorToken,
  closeConversation,
  conversationOf,
  markMessages,
  messagesOf,
  startConversation,
} from '../../chat/conversations';
import { openEventStream } from '../../chat/event-stream';
import { markLeft, markPresent } from '../../chat/visitor-presence';
import type { RouteModule } from '../context';

/** The visitor's token: the x-chat-token header, or ?token= where the browser cannot set one (EventSource, sendBeacon). */
const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-chat-token'];
  return (typeof header === 'string' ? header : undefined) ?? (request.query as { token?: string } | undefined)?.token;
};

const required = {
  required: PRE_CHAT_MESSAGES.required,
  minLength: PRE_CHAT_MESSAGES.required,
  type: PRE_CHAT_MESSAGES.required,
};

/**
 * The visitor's side of the live chat (docs/adr/0018-live-chat.md): start a conversation from the pre-chat
 * form, read it back (after a reload, in a new tab), send messages (once each, whatever the retries), say what
 * was delivered and read, say they are typing, close it, and follow it live. Every call but the start needs
 * the conversation's token; another conversation's id with this token is the same 404 as an unknown one.
 */
export const visitorChatRoutes: RouteModule = (app, { db, chatFeed }) => {
  app.get(
    '/api/chat/getWebchatConfig/:appLanguage',
    {
      schema: {
        params: WebchatConfigParams,
        querystring: RefreshQuery,
        response: answers({ 200: WebchatConfigAnswer }),
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const at = request.params.appLanguage.lastIndexOf('-');
      return {
        data: {
          data: webchatConfig(
            request.params.appLanguage.slice(0, at),
            request.params.appLanguage.slice(at + 1).toLowerCase() as ChatLanguage,
          ),
        },
      };
    },
  );

  app.post(
    '/api/chat/conversations',
    {
      schema: { body: PreChat, response: answers({ 201: StartedConversationAnswer }) },
      config: {
        messages: {
          name: { ...required, maxLength: 'Nombre muy largo, tiene que ser como máximo 100 caracteres.' },
          email: { ...required, pattern: PRE_CHAT_MESSAGES.email, maxLength: PRE_CHAT_MESSAGES.email },
          phone: { ...required, pattern: 'Ingrese un teléfono válido', maxLength: 'Teléfono muy largo' },
          product: required,
          page: required,
          language: required,
        },
      },
    },
    async (request, reply) => {
      const time = Date.now();
      const authorisation = grantedAuthorisation(request.body.autorizacionDatos, new Date(time));
      await spendChatLimit(db, 'start', request.ip, time);
      const { id, token } = await startConversation(db, { ...request.body, client: request.ip, authorisation }, time);
      return reply
        .code(201)
        .send({ data: { token, conversation: await conversationOf(db, id), messages: await messagesOf(db, id) } });
    },
  );

  app.get(
    '/api/chat/conversations/:id',
    {
      schema: { params: ConversationParams, querystring: VisitorQuery, response: answers({ 200: ConversationAnswer }) },
    },
    async (request) => {
      await checkVisitorToken(db, request.params.id, tokenOf(request));
      return {
        data: {
          conversation: await conversationOf(db, request.params.id),
          messages: await messagesOf(db, request.params.id, request.query.after ?? 0),
        },
      };
    },
  );

  app.post(
    '/api/chat/conversations/:id/messages',
    {
      schema: {
        params: ConversationParams,
        querystring: VisitorQuery,
        body: SendMessageBody,
        response: answers({ 200: MessageAnswer, 201: MessageAnswer }),
      },
      config: {
        messages: {
          body: {
            required: PRE_CHAT_MESSAGES.required,
            minLength: PRE_CHAT_MESSAGES.required,
            maxLength: 'Mensaje muy largo, tiene que ser como máximo 2000 caracteres.',
          },
        },
      },
    },
    async (request, reply) => {
      const time = Date.now();
      await checkVisitorToken(db, request.params.id, tokenOf(request));
      await spendChatLimit(db, 'message', request.ip, time);
      const { message, created } = await appendMessage(
        db,
        {
          conversationId: request.params.id,
          author: 'visitor',
          body: request.body.body,
          clientMessageId: request.body.clientMessageId,
        },
        time,
      );
      return reply.code(created ? 201 : 200).send({ data: message });
    },
  );

  app.post(
    '/api/chat/conversations/:id/attachments',
    {
      schema: {
        params: ConversationParams,
        querystring: AttachmentQuery,
        response: answers({ 200: MessageAnswer, 201: MessageAnswer }),
      },
      config: UPLOAD_CONFIG,
    },
    async (request, reply) => {
      await checkVisitorToken(db, request.params.id, tokenOf(request));
      await spendChatLimit(db, 'message', request.ip, Date.now());
      return answerUpload(db, request, reply, { conversationId: request.params.id, author: 'visitor' });
    },
  );

  app.get(
    '/api/chat/conversations/:id/attachments/:attachment',
    {
      schema: { params: AttachmentParams, querystring: VisitorQuery, response: answers({ 200: AttachmentFile }) },
    },
    async (request, reply) => {
      await checkVisitorToken(db, request.params.id, tokenOf(request));
      return answerFile(db, request.params.id, request.params.attachment, reply);
    },
  );

  app.post(
    '/api/chat/conversations/:id/receipts',
    {
      schema: {
        params: ConversationParams,
        querystring: VisitorQuery,
        body: ReceiptBody,
        response: answers({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      await checkVisitorToken(db, request.params.id, tokenOf(request));
      await markMessages(db, request.params.id, 'visitor', request.body.upToSeq, request.body.state, Date.now());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/chat/conversations/:id/typing',
    {
      schema: { params: ConversationParams, querystring: VisitorQuery, response: answers({ 204: NoContent }) },
    },
    async (request, reply) => {
      const time = Date.now();
      await checkVisitorToken(db, request.params.id, tokenOf(request));
      await spendChatLimit(db, 'typing', request.ip, time);
      await appendEvent(db, { conversationId: request.params.id, kind: 'typing', body: { author: 'visitor' } }, time);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/chat/conversations/:id/close',
    {
      schema: {
        params: ConversationParams,
        querystring: VisitorQuery,
        body: CloseBody,
        response: answers({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      await checkVisitorToken(db, request.params.id, tokenOf(request));
      await closeConversation(db, request.params.id, 'visitor', Date.now());
      return reply.code(204).send(null);
    },
  );

  // A page of the visitor is going away (its `pagehide`, by beacon): a reload or another page of the site picks
  // the conversation up again; if none does within the grace, the conversation closes with the notice.
  app.post(
    '/api/chat/conversations/:id/left',
    {
      schema: {
        params: ConversationParams,
        querystring: VisitorQuery,
        body: CloseBody,
        response: answers({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      await checkVisitorToken(db, request.params.id, tokenOf(request));
      await markLeft(db, request.params.id, Date.now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/chat/conversations/:id/events',
    {
      schema: { params: ConversationParams, querystring: VisitorQuery, response: answers({ 200: EventStream }) },
    },
    async (request, reply) => {
      const { id } = request.params;
      await checkVisitorToken(db, id, tokenOf(request));
      // While a page holds this stream, the visitor is there (undoes a leave: the page was reloaded).
      openEventStream(request, reply, chatFeed, id, () => {
        markPresent(db, id, Date.now()).catch(() => undefined);
      });
    },
  );
};
