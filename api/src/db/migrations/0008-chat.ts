import { sql, type Kysely } from 'kysely';
import { caseInsensitive, generatedId, isSqlite, uniqueIgnoringCase } from '../dialect';

/**
 * The live chat (docs/adr/0018-live-chat.md): conversations with the visitor's pre-chat data, their messages
 * numbered per conversation, the agents who answer them and their sessions, and the log of live events every
 * API instance reads to push them to the browsers it holds. Times are milliseconds since the epoch.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const up = async (db: Kysely<any>) => {
  const id = generatedId(db);
  await db.schema
    .createTable('chat_agents')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (c) => caseInsensitive(db)(c.notNull()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // When the agent's inbox last told an instance it is open: 'an agent online' is one seen lately.
    .addColumn('seen_at', 'bigint')
    .execute();
  // One account per address whatever its case: the NOCASE column's own index on SQLite, lower(email) on PostgreSQL.
  if (isSqlite(db))
    await db.schema.createIndex('chat_agents_email').on('chat_agents').column('email').unique().execute();
  else await uniqueIgnoringCase(db, 'chat_agents', 'email');

  await db.schema
    .createTable('chat_agent_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('chat_agents.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    // A one-time sign-in link (`npm start` prints one for local use) becomes a session when it is used.
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'link')`))
    .execute();

  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'closed')`))
    .addColumn('closed_by', 'text', (c) => c.check(sql`closed_by in ('visitor', 'agent')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.references('chat_agents.id').onDelete('set null'))
    // The last message number given in this conversation: taking the next one locks the row, so numbers are
    // committed in order and a reader that has seen n has seen every message up to n.
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_conversations_by_update')
    .on('chat_conversations')
    .columns(['status', 'updated_at'])
    .execute();

  // Files sent in a conversation (images and PDFs up to 5 MB): in the database, so every instance serves them.
  await db.schema
    .createTable('chat_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', isSqlite(db) ? 'blob' : 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('visitor', 'agent', 'system')`))
    .addColumn('agent_id', 'integer', (c) => c.references('chat_agents.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    // The sender's own id for the message: a message sent again (offline, a retry) is stored once.
    .addColumn('client_message_id', 'text')
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .addColumn('read_at', 'bigint')
    .addColumn('attachment_id', 'text', (c) => c.references('chat_attachments.id').onDelete('set null'))
    .addPrimaryKeyConstraint('chat_messages_pk', ['conversation_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('chat_messages_once')
    .on('chat_messages')
    .columns(['conversation_id', 'author', 'client_message_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('chat_events')
    .addColumn('id', 'integer', id)
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_events_by_time').on('chat_events').column('at').execute();
};

export const chat: { up: typeof up } = { up };
