import type { Db } from '../db/open';
import type { ChatConversation, ChatMessage } from '../contract/chat';
import { conversationOf, messagesOf } from './conversations';

/** How many conversations the inbox lists (the most recently active first). */
export const INBOX_SIZE = 100;

/** The agents' inbox: conversations of a status, latest activity first, each with its last message and the visitor messages nobody has read. */
export const listConversations = async (db: Db, status: 'open' | 'closed'): Promise<Array<{ conversation: ChatConversation; lastMessage: ChatMessage | null; unread: number }>> => {
  const rows = await db.selectFrom('chat_conversations as c')
    .select((eb) => [
      'c.id',
      'c.last_seq',
      eb.selectFrom('chat_messages as m').select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('m.conversation_id', '=', 'c.id').where('m.author', '=', 'visitor').where('m.read_at', 'is', null)
        .as('unread'),
    ])
    .where('c.status', '=', status)
    .orderBy('c.updated_at', 'desc')
    .limit(INBOX_SIZE)
    .execute();
  return Promise.all(rows.map(async (row) => ({
    conversation: await conversationOf(db, row.id),
    lastMessage: (await messagesOf(db, row.id, Number(row.last_seq) - 1))[0] ?? null,
    unread: Number(row.unread ?? 0),
  })));
};
