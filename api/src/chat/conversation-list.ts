import type { Db } from '../db/open';
import type { ChatConversation, ChatMessage } from '@qs/contract';
import { conversationsOf, lastMessagesOf } from './conversations';

/** How many conversations the inbox lists (the most recently active first). */
export const INBOX_SIZE = 100;

/** The agents' inbox: conversations of a status, latest activity first, each with its last message and the visitor messages nobody has read. */
export const listConversations = async (
  db: Db,
  status: 'open' | 'closed',
): Promise<Array<{ conversation: ChatConversation; lastMessage: ChatMessage | null; unread: number }>> => {
  const rows = await db
    .selectFrom('chat_conversations as c')
    .select((eb) => [
      'c.id',
      eb
        .selectFrom('chat_messages as m')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.author', '=', 'visitor')
        .where('m.read_at', 'is', null)
        .as('unread'),
    ])
    .where('c.status', '=', status)
    .orderBy('c.updated_at', 'desc')
    .limit(INBOX_SIZE)
    .execute();
  // Three queries whatever the inbox holds (not two per conversation).
  const ids = rows.map((row) => row.id);
  const [conversations, lastMessages] = await Promise.all([conversationsOf(db, ids), lastMessagesOf(db, ids)]);
  return rows.flatMap((row) => {
    const conversation = conversations.get(row.id);
    return conversation
      ? [{ conversation, lastMessage: lastMessages.get(row.id) ?? null, unread: Number(row.unread ?? 0) }]
      : [];
  });
};
