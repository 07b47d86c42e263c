import type { FastifyInstance } from 'fastify';
import type { Sample } from '../samples';
import { AUTHORISED } from '../../test-support/authorisation';

const PRE_CHAT = {
  name: 'Ana Ruiz',
  email: 'ana@correo.co',
  phone: '3001112233',
  product: 'Seguros de salud',
  page: '/Comparar/Seguros-de-Salud',
  language: 'es',
  question: '¿Cubre maternidad?',
  ...AUTHORISED,
};

/** A conversation started on the same app first (ids and tokens are random, so each app has its own). */
const conversationOn = async (app: FastifyInstance): Promise<{ id: string; token: string }> => {
  const { data } = (await app.inject({ method: 'POST', url: '/api/chat/conversations', payload: PRE_CHAT })).json();
  return { id: data.conversation.id, token: data.token };
};

const TIMES = ['data.conversation.createdAt', 'data.conversation.updatedAt'];

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** An image sent in a conversation of the same app. */
const attachmentOn = async (app: FastifyInstance) => {
  const { id, token } = await conversationOn(app);
  const { data } = (
    await app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/attachments?name=foto.png&clientMessageId=f1`,
      headers: { 'x-chat-token': token, 'content-type': 'application/octet-stream' },
      payload: PNG,
    })
  ).json();
  return { id, token, file: data.attachment.id as string };
};

export const CHAT_SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/chat/getWebchatConfig/:appLanguage': [
    { request: { method: 'GET', url: '/api/chat/getWebchatConfig/colombia-es' } },
    { request: { method: 'GET', url: '/api/chat/getWebchatConfig/colombia-EN' } },
  ],
  'POST /api/chat/conversations/:id/attachments': [
    {
      request: async (app) => {
        const { id, token } = await conversationOn(app);
        return {
          method: 'POST',
          url: `/api/chat/conversations/${id}/attachments?name=foto.png&clientMessageId=f1`,
          headers: { 'x-chat-token': token, 'content-type': 'application/octet-stream' },
          payload: PNG,
        };
      },
      unstable: ['data.sentAt', 'data.attachment.id'],
    },
  ],
  'GET /api/chat/conversations/:id/attachments/:attachment': [
    {
      request: async (app) => {
        const { id, token, file } = await attachmentOn(app);
        return { method: 'GET', url: `/api/chat/conversations/${id}/attachments/${file}?token=${token}` };
      },
    },
  ],
  'POST /api/chat/conversations': [
    {
      request: { method: 'POST', url: '/api/chat/conversations', payload: PRE_CHAT },
      unstable: ['data.token', 'data.conversation.id', ...TIMES, 'data.messages'],
    },
  ],
  'GET /api/chat/conversations/:id': [
    {
      request: async (app) => {
        const { id, token } = await conversationOn(app);
        return { method: 'GET', url: `/api/chat/conversations/${id}`, headers: { 'x-chat-token': token } };
      },
      unstable: ['data.conversation.id', ...TIMES, 'data.messages.0.sentAt'],
    },
  ],
  'POST /api/chat/conversations/:id/messages': [
    {
      request: async (app) => {
        const { id, token } = await conversationOn(app);
        return {
          method: 'POST',
          url: `/api/chat/conversations/${id}/messages`,
          headers: { 'x-chat-token': token },
          payload: { body: 'Hola', clientMessageId: 'sample-1' },
        };
      },
      unstable: ['data.sentAt'],
    },
  ],
  'POST /api/chat/conversations/:id/receipts': [
    {
      request: async (app) => {
        const { id, token } = await conversationOn(app);
        return {
          method: 'POST',
          url: `/api/chat/conversations/${id}/receipts`,
          headers: { 'x-chat-token': token },
          payload: { upToSeq: 1, state: 'read' },
        };
      },
    },
  ],
  'POST /api/chat/conversations/:id/typing': [
    {
      request: async (app) => {
        const { id, token } = await conversationOn(app);
        return { method: 'POST', url: `/api/chat/conversations/${id}/typing`, headers: { 'x-chat-token': token } };
      },
    },
  ],
  'POST /api/chat/conversations/:id/close': [
    {
      request: async (app) => {
        const { id, token } = await conversationOn(app);
        return {
          method: 'POST',
          url: `/api/chat/conversations/${id}/close?token=${token}`,
          payload: { reason: 'tab-closed' },
        };
      },
    },
  ],
  'POST /api/chat/conversations/:id/left': [
    {
      request: async (app) => {
        const { id, token } = await conversationOn(app);
        return { method: 'POST', url: `/api/chat/conversations/${id}/left?token=${token}`, payload: {} };
      },
    },
  ],
};
