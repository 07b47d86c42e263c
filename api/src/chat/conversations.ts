import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open';
import { HttpError, notFound } from '../http/errors';
import type { ChatMessage, ChatConversation, PreChat } from '@qs/contract';
import type { GrantedAuthorisation } from '../privacy/authorisation';
import { appendEvent } from './chat-events';

export type Author = ChatMessage['author'];

/** The system lines of a conversation (docs/adr/0018-live-chat.md): the product names the first, not its words. */
export const SYSTEM_TEXT = {
  visitorClosed: 'El cliente cerró la pestaña del chat.',
  agentClosed: 'El ejecutivo cerró la conversación.',
  agentJoined: (name: string) => `${name} se unió a la conversación.`,
} as const;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

type Transaction = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

const messageOf = (row: {
  seq: number;
  author: Author;
  body: string;
  client_message_id: string | null;
  sent_at: number;
  delivered_at: number | null;
  read_at: number | null;
  agent_name?: string | null;
  attachment_id?: string | null;
  attachment_name?: string | null;
  attachment_type?: string | null;
  attachment_size?: number | null;
}): ChatMessage => ({
  seq: Number(row.seq),
  author: row.author,
  body: row.body,
  clientMessageId: row.client_message_id,
  agentName: row.agent_name ?? null,
  attachment: row.attachment_id
    ? {
        id: row.attachment_id,
        name: row.attachment_name ?? '',
        type: row.attachment_type ?? '',
        size: Number(row.attachment_size ?? 0),
      }
    : null,
  sentAt: new Date(Number(row.sent_at)).toISOString(),
  state: row.read_at !== null ? 'read' : row.delivered_at !== null ? 'delivered' : 'sent',
});

const MESSAGE_COLUMNS = [
  'm.seq',
  'm.author',
  'm.body',
  'm.client_message_id',
  'm.sent_at',
  'm.delivered_at',
  'm.read_at',
  'a.name as agent_name',
  'm.attachment_id',
  'f.name as attachment_name',
  'f.type as attachment_type',
  'f.size as attachment_size',
] as const;

/** A conversation's messages after `afterSeq`, in order. */
export const messagesOf = async (db: Db | Transaction, conversationId: string, afterSeq = 0): Promise<ChatMessage[]> =>
  (
    await db
      .selectFrom('chat_messages as m')
      .leftJoin('chat_agents as a', 'a.id', 'm.agent_id')
      .leftJoin('chat_attachments as f', 'f.id', 'm.attachment_id')
      .select(MESSAGE_COLUMNS)
      .where('m.conversation_id', '=', conversationId)
      .where('m.seq', '>', afterSeq)
      .orderBy('m.seq')
      .execute()
  ).map(messageOf);

/** Conversations as both sides read them (the agent's inbox adds the visitor's contact data), by id: one query for any number. */
export const conversationsOf = async (db: Db, ids: readonly string[]): Promise<Map<string, ChatConversation>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_conversations as c')
    .leftJoin('chat_agents as a', 'a.id', 'c.agent_id')
    .select([
      'c.id',
      'c.status',
      'c.closed_by',
      'c.name',
      'c.email',
      'c.phone',
      'c.product',
      'c.page',
      'c.language',
      'c.created_at',
      'c.updated_at',
      'c.agent_id',
      'a.name as agent_name',
      'c.last_seq',
    ])
    .where('c.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        status: row.status,
        closedBy: row.closed_by,
        visitor: { name: row.name, email: row.email, phone: row.phone },
        product: row.product,
        page: row.page,
        language: row.language,
        agent: row.agent_id === null ? null : { id: Number(row.agent_id), name: row.agent_name ?? '' },
        createdAt: new Date(Number(row.created_at)).toISOString(),
        updatedAt: new Date(Number(row.updated_at)).toISOString(),
        lastSeq: Number(row.last_seq),
      },
    ]),
  );
};

/** A conversation as both sides read it; an unknown id is 404. */
export const conversationOf = async (db: Db, id: string): Promise<ChatConversation> => {
  const conversation = (await conversationsOf(db, [id])).get(id);
  if (!conversation) throw notFound('Conversación no encontrada');
  return conversation;
};

/** The last message of each conversation (by its last number), in one query. */
export const lastMessagesOf = async (db: Db, ids: readonly string[]): Promise<Map<string, ChatMessage>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', (join) =>
      join.onRef('c.id', '=', 'm.conversation_id').onRef('c.last_seq', '=', 'm.seq'),
    )
    .leftJoin('chat_agents as a', 'a.id', 'm.agent_id')
    .leftJoin('chat_attachments as f', 'f.id', 'm.attachment_id')
    .select([...MESSAGE_COLUMNS, 'm.conversation_id'])
    .where('m.conversation_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, messageOf(row)]));
};

/**
 * Adds a message to the conversation in one transaction: the conversation's row is updated first, which locks
 * it, so message numbers are committed in order (a reader that has seen n has seen 1..n) and a message sent
 * again with the same `clientMessageId` (a retry, the offline queue) is found instead of stored twice.
 * Refused (409) when the conversation is closed.
 */
export const appendMessage = async (
  db: Db,
  message: {
    conversationId: string;
    author: Author;
    agentId?: number | null;
    body: string;
    clientMessageId?: string | null;
    attachmentId?: string | null;
  },
  time: number,
): Promise<{ message: ChatMessage; created: boolean }> =>
  db.transaction().execute(async (trx) => {
    const conversation = await trx
      .updateTable('chat_conversations')
      .set({ updated_at: time })
      .where('id', '=', message.conversationId)
      .returning(['status', 'last_seq'])
      .executeTakeFirst();
    if (!conversation) throw notFound('Conversación no encontrada');
    if (message.clientMessageId) {
      const [existing] = await trx
        .selectFrom('chat_messages as m')
        .leftJoin('chat_agents as a', 'a.id', 'm.agent_id')
        .leftJoin('chat_attachments as f', 'f.id', 'm.attachment_id')
        .select(MESSAGE_COLUMNS)
        .where('m.conversation_id', '=', message.conversationId)
        .where('m.author', '=', message.author)
        .where('m.client_message_id', '=', message.clientMessageId)
        .execute();
      if (existing) return { message: messageOf(existing), created: false };
    }
    if (conversation.status === 'closed' && message.author !== 'system')
      throw new HttpError(409, 'La conversación está cerrada');
    const seq = Number(conversation.last_seq) + 1;
    await trx
      .updateTable('chat_conversations')
      .set({ last_seq: seq })
      .where('id', '=', message.conversationId)
      .execute();
    await trx
      .insertInto('chat_messages')
      .values({
        conversation_id: message.conversationId,
        seq,
        author: message.author,
        agent_id: message.agentId ?? null,
        body: message.body,
        client_message_id: message.clientMessageId ?? null,
        sent_at: time,
        delivered_at: null,
        read_at: null,
        attachment_id: message.attachmentId ?? null,
      })
      .execute();
    const [stored] = await messagesOf(trx, message.conversationId, seq - 1);
    if (!stored) throw new Error('chat: a message inserted was not read back');
    await appendEvent(trx, { conversationId: message.conversationId, kind: 'message', body: stored }, time);
    return { message: stored, created: true };
  });

export interface StartedConversation {
  id: string;
  /** The visitor's secret for this conversation: only its hash is stored. */
  token: string;
}

/** A new conversation from the pre-chat form; the initial question, if given, is its first message. */
export const startConversation = async (
  db: Db,
  input: PreChat & { client: string; authorisation: GrantedAuthorisation },
  time: number,
): Promise<StartedConversation> => {
  const id = randomBytes(12).toString('base64url');
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('chat_conversations')
    .values({
      id,
      token_hash: hashToken(token),
      created_at: time,
      updated_at: time,
      status: 'open',
      closed_by: null,
      name: input.name,
      email: input.email,
      phone: input.phone,
      product: input.product,
      page: input.page,
      language: input.language,
      client: input.client,
      agent_id: null,
      last_seq: 0,
      visitor_seen_at: time,
      visitor_left_at: null,
      data_policy_version: input.authorisation.version,
      data_policy_hash: input.authorisation.hash,
      data_authorised_at: input.authorisation.at.getTime(),
    })
    .execute();
  await appendEvent(db, { conversationId: id, kind: 'conversation', body: { status: 'open' } }, time);
  const question = input.question?.trim();
  if (question)
    await appendMessage(
      db,
      { conversationId: id, author: 'visitor', body: question, clientMessageId: 'initial-question' },
      time,
    );
  return { id, token };
};

/** Whether `token` is the visitor's token of the conversation (a missing conversation is the same 404). */
export const checkVisitorToken = async (db: Db, id: string, token: string | undefined): Promise<void> => {
  const row = await db.selectFrom('chat_conversations').select('token_hash').where('id', '=', id).executeTakeFirst();
  const given = Buffer.from(hashToken(token ?? ''), 'hex');
  if (!row || !token || !timingSafeEqual(Buffer.from(row.token_hash, 'hex'), given))
    throw notFound('Conversación no encontrada');
};

/**
 * The reader's side has seen the other side's messages up to `upToSeq`: delivered (its browser got them) or
 * read (shown while the conversation was open in front of them, which is delivered too).
 */
export const markMessages = async (
  db: Db,
  conversationId: string,
  reader: 'visitor' | 'agent',
  upToSeq: number,
  state: 'delivered' | 'read',
  time: number,
): Promise<void> => {
  const authors: Author[] = reader === 'visitor' ? ['agent', 'system'] : ['visitor'];
  const changed = await db
    .updateTable('chat_messages')
    .set((eb) =>
      state === 'read'
        ? { read_at: time, delivered_at: eb.fn.coalesce('delivered_at', eb.val(time)) }
        : { delivered_at: time },
    )
    .where('conversation_id', '=', conversationId)
    .where('author', 'in', authors)
    .where('seq', '<=', upToSeq)
    .where(state === 'read' ? 'read_at' : 'delivered_at', 'is', null)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) > 0)
    await appendEvent(db, { conversationId, kind: 'receipt', body: { reader, upToSeq, state } }, time);
};

/** Closes the conversation (again is a no-op) with the system line that tells the other side. */
export const closeConversation = async (
  db: Db,
  conversationId: string,
  by: 'visitor' | 'agent',
  time: number,
): Promise<void> => {
  const closed = await db
    .updateTable('chat_conversations')
    .set({ status: 'closed', closed_by: by, updated_at: time })
    .where('id', '=', conversationId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) === 0) return;
  await appendMessage(
    db,
    { conversationId, author: 'system', body: by === 'visitor' ? SYSTEM_TEXT.visitorClosed : SYSTEM_TEXT.agentClosed },
    time,
  );
  await appendEvent(db, { conversationId, kind: 'conversation', body: { status: 'closed', closedBy: by } }, time);
};

/**
 * The agent takes the conversation: only when nobody has it (or they already do), so two agents never answer
 * the same visitor without seeing it is taken — the second gets 409 with the name of the one who has it.
 */
export const takeConversation = async (
  db: Db,
  conversationId: string,
  agent: { id: number; name: string },
  time: number,
): Promise<void> => {
  const taken = await db
    .updateTable('chat_conversations')
    .set({ agent_id: agent.id, updated_at: time })
    .where('id', '=', conversationId)
    .where((eb) => eb.or([eb('agent_id', 'is', null), eb('agent_id', '=', agent.id)]))
    .returning('last_seq')
    .executeTakeFirst();
  if (!taken) {
    const current = await conversationOf(db, conversationId);
    throw new HttpError(409, `La conversación ya la atiende ${current.agent?.name ?? 'otro ejecutivo'}`, {
      agent: current.agent,
    });
  }
  const alreadyHad =
    (await db
      .selectFrom('chat_messages')
      .select('seq')
      .where('conversation_id', '=', conversationId)
      .where('author', '=', 'system')
      .where('agent_id', '=', agent.id)
      .executeTakeFirst()) !== undefined;
  if (!alreadyHad)
    await appendMessage(
      db,
      { conversationId, author: 'system', agentId: agent.id, body: SYSTEM_TEXT.agentJoined(agent.name) },
      time,
    );
  await appendEvent(db, { conversationId, kind: 'conversation', body: { status: 'open', agent } }, time);
};
