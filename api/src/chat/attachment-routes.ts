import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatMessage } from '@qs/contract';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES, readAttachment, sendAttachment } from './attachments';
import type { Author } from './conversations';

/** Route config of an upload: the body policy lets its raw body be a whole file. */
export const UPLOAD_CONFIG = { fileBytes: ATTACHMENT_MAX_BYTES } as const;

/** Stores the request's file as a message of `author` and answers it (201, or 200 for a retry). */
export const answerUpload = async (
  db: Db,
  request: FastifyRequest<{ Querystring: { name: string; clientMessageId: string } }>,
  reply: FastifyReply,
  sender: { conversationId: string; author: Exclude<Author, 'system'>; agentId?: number },
): Promise<FastifyReply> => {
  if (!Buffer.isBuffer(request.body)) throw new HttpError(415, ATTACHMENT_MESSAGES.type);
  const { message, created }: { message: ChatMessage; created: boolean } = await sendAttachment(
    db,
    { ...sender, name: request.query.name, clientMessageId: request.query.clientMessageId, bytes: request.body },
    Date.now(),
  );
  return reply.code(created ? 201 : 200).send({ data: message });
};

/**
 * Sends a conversation's file with the type its bytes have: images inline, a PDF as a download, never
 * sniffed again by the browser (nosniff) and never run as a page (a sandboxing CSP of its own).
 */
export const answerFile = async (
  db: Db,
  conversationId: string,
  attachmentId: string,
  reply: FastifyReply,
): Promise<FastifyReply> => {
  const file = await readAttachment(db, conversationId, attachmentId);
  const disposition = file.type === 'application/pdf' ? 'attachment' : 'inline';
  return reply
    .type(file.type)
    .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, max-age=3600')
    .send(file.data);
};
