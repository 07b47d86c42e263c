import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { HttpError, notFound } from '../http/errors';
import type { ChatMessage } from '@qs/contract';
import { appendMessage, type Author } from './conversations';

/** The largest file a conversation takes (the product's chat configuration enables attachments; 5 MB is the site's own limit). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export const ATTACHMENT_MESSAGES = {
  tooLarge: 'El archivo supera el límite de 5 MB',
  type: 'Solo se pueden adjuntar imágenes (JPG, PNG, GIF, WebP) o PDF',
  empty: 'El archivo está vacío',
} as const;

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The file's type from its first bytes (its magic number), whatever its name says: a script renamed photo.png
 * is refused. Only what the chat takes: JPEG, PNG, GIF, WebP and PDF.
 */
export const sniffType = (bytes: Buffer): string | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
};

/** A name safe to show and to put in Content-Disposition: no path, no control characters, at most 120 characters. */
export const cleanFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 120);
  return clean || 'archivo';
};

/** Stores the file and the message that carries it (its body is the file's name), once per clientMessageId. */
export const sendAttachment = async (
  db: Db,
  input: {
    conversationId: string;
    author: Exclude<Author, 'system'>;
    agentId?: number;
    name: string;
    clientMessageId: string;
    bytes: Buffer;
  },
  time: number,
): Promise<{ message: ChatMessage; created: boolean }> => {
  if (input.bytes.length === 0) throw new HttpError(400, ATTACHMENT_MESSAGES.empty);
  if (input.bytes.length > ATTACHMENT_MAX_BYTES) throw new HttpError(413, ATTACHMENT_MESSAGES.tooLarge);
  const type = sniffType(input.bytes);
  if (!type) throw new HttpError(415, ATTACHMENT_MESSAGES.type);
  const name = cleanFileName(input.name);
  const existing = await db
    .selectFrom('chat_messages')
    .select('seq')
    .where('conversation_id', '=', input.conversationId)
    .where('author', '=', input.author)
    .where('client_message_id', '=', input.clientMessageId)
    .executeTakeFirst();
  // A retry of a file already stored answers its message without storing the bytes again.
  if (existing)
    return appendMessage(
      db,
      {
        conversationId: input.conversationId,
        author: input.author,
        agentId: input.agentId,
        body: name,
        clientMessageId: input.clientMessageId,
      },
      time,
    );
  const id = randomBytes(12).toString('base64url');
  await db
    .insertInto('chat_attachments')
    .values({
      id,
      conversation_id: input.conversationId,
      name,
      type,
      size: input.bytes.length,
      data: input.bytes,
      created_at: time,
    })
    .execute();
  const drop = () => db.deleteFrom('chat_attachments').where('id', '=', id).execute();
  try {
    const sent = await appendMessage(
      db,
      {
        conversationId: input.conversationId,
        author: input.author,
        agentId: input.agentId,
        body: name,
        clientMessageId: input.clientMessageId,
        attachmentId: id,
      },
      time,
    );
    // Two uploads of the same message at once: the one whose message was not stored drops its copy.
    if (!sent.created || sent.message.attachment?.id !== id) await drop();
    return sent;
  } catch (error) {
    await drop();
    throw error;
  }
};

/** The file of a conversation (another conversation's file id is not found). */
export const readAttachment = async (
  db: Db,
  conversationId: string,
  id: string,
): Promise<{ name: string; type: string; data: Buffer }> => {
  const row = await db
    .selectFrom('chat_attachments')
    .select(['name', 'type', 'data'])
    .where('id', '=', id)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  if (!row) throw notFound('Archivo no encontrado');
  return { name: row.name, type: row.type, data: Buffer.from(row.data) };
};
