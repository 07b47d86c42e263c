import type { Db } from '../db/open';
import { closeConversation } from './conversations';

/**
 * The visitor's pages and the close notice on `pagehide` (docs/adr/0018-live-chat.md, "Closing"). A page going away
 * cannot tell a closed tab from a reload or a link to another page of the site, and the conversation must survive
 * those. So a page that goes says so (`markLeft`), every page holding the conversation's stream says it is there
 * (`markPresent`: when the stream opens and at each heartbeat, on whatever instance), and a conversation left and
 * not picked up again within LEFT_GRACE_MS is closed by the visitor, with the notice the agent reads.
 */
export const LEFT_GRACE_MS = 40_000;
/** How often each instance looks for left conversations (closing is idempotent: one instance wins each). */
export const LEFT_SWEEP_MS = 5_000;

/** A page of the visitor holds the conversation's live stream now: any earlier leave is undone. */
export const markPresent = async (db: Db, conversationId: string, time: number): Promise<void> => {
  await db
    .updateTable('chat_conversations')
    .set({ visitor_seen_at: time, visitor_left_at: null })
    .where('id', '=', conversationId)
    .where('status', '=', 'open')
    .execute();
};

/** A page of the visitor went away (`pagehide`): the conversation closes unless a page picks it up again. */
export const markLeft = async (db: Db, conversationId: string, time: number): Promise<void> => {
  await db
    .updateTable('chat_conversations')
    .set({ visitor_left_at: time })
    .where('id', '=', conversationId)
    .where('status', '=', 'open')
    .execute();
};

/**
 * Closes every open conversation a page left at least `graceMs` ago with no page of the visitor present since
 * (a second tab's stream marks itself present at its next heartbeat, a reloaded page when its stream opens).
 * Answers the ids it closed.
 */
export const closeLeftConversations = async (db: Db, time: number, graceMs = LEFT_GRACE_MS): Promise<string[]> => {
  const left = await db
    .selectFrom('chat_conversations')
    .select('id')
    .where('visitor_left_at', '<=', time - graceMs)
    .where('status', '=', 'open')
    .where((eb) => eb.or([eb('visitor_seen_at', 'is', null), eb('visitor_seen_at', '<', eb.ref('visitor_left_at'))]))
    .limit(100)
    .execute();
  for (const { id } of left) await closeConversation(db, id, 'visitor', time);
  return left.map(({ id }) => id);
};
