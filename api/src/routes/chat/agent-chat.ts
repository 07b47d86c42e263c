import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  answers,
  NoContent,
  AgentAnswer,
  AttachmentFile,
  AttachmentParams,
  AttachmentQuery,
  AgentLinkBody,
  AgentLoginBody,
  ConversationAnswer,
  ConversationListAnswer,
  ConversationListQuery,
  ConversationParams,
  EventStream,
  MessageAnswer,
  ReceiptBody,
  SendMessageBody,
  type ChatAgent,
} from '@qs/contract';
import {
  agentOfSession,
  checkLogin,
  closeSession,
  markSeen,
  openSession,
  SESSION_MS,
  useSignInLink,
} from '../../chat/agents';
import { answerFile, answerUpload, UPLOAD_CONFIG } from '../../chat/attachment-routes';
import { appendEvent } from '../../chat/chat-events';
import { spendChatLimit } from '../../chat/chat-limits';
import { listConversations } from '../../chat/conversation-list';
import {
  appendMessage,
  closeConversation,
  conversationOf,
  markMessages,
  messagesOf,
  takeConversation,
} from '../../chat/conversations';
import { openEventStream } from '../../chat/event-stream';
import { HttpError } from '../../http/errors';
import type { RouteModule } from '../context';

/** The agent's session cookie: HttpOnly (no script reads it), only sent to the agent calls, never cross-site. */
export const AGENT_COOKIE = 'qs_chat_agent';
const COOKIE_PATH = '/api/chat/agent';

const cookieOf = (request: FastifyRequest): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === AGENT_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

const secure = (request: FastifyRequest): string => (request.protocol === 'https' ? '; Secure' : '');

const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
  reply.header(
    'Set-Cookie',
    `${AGENT_COOKIE}=${token}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${SESSION_MS / 1000}${secure(request)}`,
  );

export const SIGN_IN_MESSAGE = 'Inicia sesión para atender el chat';

/**
 * The agents' side (docs/adr/0018-live-chat.md): sign in (password, or a one-time link), the inbox of
 * conversations, one conversation with its messages, take it (one agent per conversation), reply, receipts,
 * typing, close, and the live stream of every conversation. Every call but signing in and out refuses without a
 * session (401), whatever it sends: the session is checked on `onRequest`, before Fastify reads and validates the
 * body, the parameters or the query, so a client without one learns nothing of what a call would take.
 */
export const agentChatRoutes: RouteModule = (app, { db, chatFeed }) => {
  /** The agent each request signed in as, found by `signedIn` before the request's input is read. */
  const agents = new WeakMap<FastifyRequest, ChatAgent>();
  const signedIn: onRequestAsyncHookHandler = async (request) => {
    const agent = await agentOfSession(db, cookieOf(request), Date.now());
    if (!agent) throw new HttpError(401, SIGN_IN_MESSAGE);
    agents.set(request, agent);
  };
  /** Every call of a signed-in agent declares this; the route test lists the routes to check none is left out. */
  const AGENT_ONLY = { onRequest: signedIn } as const;
  const agentOf = (request: FastifyRequest): ChatAgent => {
    const agent = agents.get(request);
    if (!agent) throw new HttpError(401, SIGN_IN_MESSAGE);
    return agent;
  };

  app.post(
    '/api/chat/agent/session',
    {
      schema: { body: AgentLoginBody, response: answers({ 200: AgentAnswer }) },
    },
    async (request, reply) => {
      const time = Date.now();
      await spendChatLimit(db, 'login', request.ip, time);
      const agent = await checkLogin(db, request.body.email, request.body.password);
      if (!agent) throw new HttpError(401, 'Correo o contraseña incorrectos');
      setSessionCookie(request, reply, await openSession(db, agent.id, 'session', time));
      return { data: agent };
    },
  );

  app.post(
    '/api/chat/agent/session/link',
    {
      schema: { body: AgentLinkBody, response: answers({ 200: AgentAnswer }) },
    },
    async (request, reply) => {
      const time = Date.now();
      await spendChatLimit(db, 'login', request.ip, time);
      const used = await useSignInLink(db, request.body.token, time);
      if (!used) throw new HttpError(401, 'El enlace de acceso no es válido o ya se usó');
      setSessionCookie(request, reply, used.session);
      return { data: used.agent };
    },
  );

  app.get(
    '/api/chat/agent/session',
    { ...AGENT_ONLY, schema: { response: answers({ 200: AgentAnswer }) } },
    async (request) => ({ data: agentOf(request) }),
  );

  app.delete(
    '/api/chat/agent/session',
    { schema: { response: answers({ 204: NoContent }) } },
    async (request, reply) => {
      const token = cookieOf(request);
      if (token) await closeSession(db, token);
      reply.header(
        'Set-Cookie',
        `${AGENT_COOKIE}=; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=0${secure(request)}`,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/chat/agent/conversations',
    {
      ...AGENT_ONLY,
      schema: { querystring: ConversationListQuery, response: answers({ 200: ConversationListAnswer }) },
    },
    async (request) => {
      return { data: await listConversations(db, request.query.status ?? 'open') };
    },
  );

  app.get(
    '/api/chat/agent/conversations/:id',
    {
      ...AGENT_ONLY,
      schema: { params: ConversationParams, response: answers({ 200: ConversationAnswer }) },
    },
    async (request) => {
      return {
        data: {
          conversation: await conversationOf(db, request.params.id),
          messages: await messagesOf(db, request.params.id),
        },
      };
    },
  );

  app.post(
    '/api/chat/agent/conversations/:id/take',
    {
      ...AGENT_ONLY,
      schema: { params: ConversationParams, response: answers({ 200: ConversationAnswer }) },
    },
    async (request) => {
      await takeConversation(db, request.params.id, agentOf(request), Date.now());
      return {
        data: {
          conversation: await conversationOf(db, request.params.id),
          messages: await messagesOf(db, request.params.id),
        },
      };
    },
  );

  /** Only the agent who has the conversation answers in it: another gets 409 with who has it. */
  const mine = async (request: FastifyRequest, id: string): Promise<ChatAgent> => {
    const agent = agentOf(request);
    const conversation = await conversationOf(db, id);
    if (conversation.agent?.id !== agent.id) {
      throw new HttpError(
        409,
        conversation.agent
          ? `La conversación ya la atiende ${conversation.agent.name}`
          : 'Toma la conversación antes de responder',
        { agent: conversation.agent },
      );
    }
    return agent;
  };

  app.post(
    '/api/chat/agent/conversations/:id/messages',
    {
      ...AGENT_ONLY,
      schema: {
        params: ConversationParams,
        body: SendMessageBody,
        response: answers({ 200: MessageAnswer, 201: MessageAnswer }),
      },
    },
    async (request, reply) => {
      const agent = await mine(request, request.params.id);
      const { message, created } = await appendMessage(
        db,
        {
          conversationId: request.params.id,
          author: 'agent',
          agentId: agent.id,
          body: request.body.body,
          clientMessageId: request.body.clientMessageId,
        },
        Date.now(),
      );
      return reply.code(created ? 201 : 200).send({ data: message });
    },
  );

  app.post(
    '/api/chat/agent/conversations/:id/attachments',
    {
      ...AGENT_ONLY,
      schema: {
        params: ConversationParams,
        querystring: AttachmentQuery,
        response: answers({ 200: MessageAnswer, 201: MessageAnswer }),
      },
      config: UPLOAD_CONFIG,
    },
    async (request, reply) => {
      const agent = await mine(request, request.params.id);
      return answerUpload(db, request, reply, {
        conversationId: request.params.id,
        author: 'agent',
        agentId: agent.id,
      });
    },
  );

  app.get(
    '/api/chat/agent/conversations/:id/attachments/:attachment',
    {
      ...AGENT_ONLY,
      schema: { params: AttachmentParams, response: answers({ 200: AttachmentFile }) },
    },
    async (request, reply) => {
      return answerFile(db, request.params.id, request.params.attachment, reply);
    },
  );

  app.post(
    '/api/chat/agent/conversations/:id/receipts',
    {
      ...AGENT_ONLY,
      schema: { params: ConversationParams, body: ReceiptBody, response: answers({ 204: NoContent }) },
    },
    async (request, reply) => {
      // An unknown conversation is 404, as on every other call about one.
      await conversationOf(db, request.params.id);
      await markMessages(db, request.params.id, 'agent', request.body.upToSeq, request.body.state, Date.now());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/chat/agent/conversations/:id/typing',
    {
      ...AGENT_ONLY,
      schema: { params: ConversationParams, response: answers({ 204: NoContent }) },
    },
    async (request, reply) => {
      await mine(request, request.params.id);
      await appendEvent(
        db,
        { conversationId: request.params.id, kind: 'typing', body: { author: 'agent' } },
        Date.now(),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/chat/agent/conversations/:id/close',
    {
      ...AGENT_ONLY,
      schema: { params: ConversationParams, response: answers({ 204: NoContent }) },
    },
    async (request, reply) => {
      await mine(request, request.params.id);
      await closeConversation(db, request.params.id, 'agent', Date.now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/chat/agent/events',
    { ...AGENT_ONLY, schema: { response: answers({ 200: EventStream }) } },
    async (request, reply) => {
      const agent = agentOf(request);
      // While the inbox's stream is open the agent is online (the widget offers to leave a question otherwise).
      openEventStream(request, reply, chatFeed, null, () => {
        markSeen(db, agent.id, Date.now()).catch(() => undefined);
      });
    },
  );
};
