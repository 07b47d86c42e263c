import type { Kysely } from 'kysely';

/**
 * When the visitor's page last held the conversation's live stream, and when a page of theirs said it was going
 * away (`pagehide`): a conversation left and not picked up again by any page of the visitor within the grace is
 * closed with the notice to the agent (docs/adr/0018-live-chat.md, "Closing"). Times are milliseconds since the epoch.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const up = async (db: Kysely<any>) => {
  await db.schema.alterTable('chat_conversations').addColumn('visitor_seen_at', 'bigint').execute();
  await db.schema.alterTable('chat_conversations').addColumn('visitor_left_at', 'bigint').execute();
  // The sweep reads only the conversations a page left.
  await db.schema.createIndex('chat_conversations_left').on('chat_conversations').column('visitor_left_at').execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const down = async (db: Kysely<any>) => {
  await db.schema.dropIndex('chat_conversations_left').ifExists().execute();
  await db.schema.alterTable('chat_conversations').dropColumn('visitor_left_at').execute();
  await db.schema.alterTable('chat_conversations').dropColumn('visitor_seen_at').execute();
};

export const chatVisitorPresence = { up, down };
