import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open';
import type { FeedbackView } from '@qs/contract';
import { notFound } from '../http/errors';

/** The visitors' opinions of the site (migration 0021). */

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
const randomText = (bytes: number): string => randomBytes(bytes).toString('base64url');

interface FeedbackRow {
  id: string;
  created_at: string;
  updated_at: string;
  rating: number;
  comment: string | null;
  page: string;
}

const viewOf = (row: FeedbackRow): FeedbackView => ({
  id: row.id,
  rating: Number(row.rating),
  comment: row.comment,
  page: row.page,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A comment of blanks only is no comment. */
const commentOf = (comment: string | undefined): string | null => {
  const trimmed = comment?.trim();
  return trimmed ? trimmed : null;
};

export interface NewFeedback {
  rating: number;
  comment?: string;
  page: string;
  clientIp: string | null;
}

/** Stores an opinion and answers it with the token its author reads and changes it with (kept only as a hash). */
export const saveFeedback = async (db: Db, input: NewFeedback, at: Date): Promise<FeedbackView & { token: string }> => {
  const token = randomText(32);
  const row: FeedbackRow = {
    id: `fb_${randomText(12)}`,
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
    rating: input.rating,
    comment: commentOf(input.comment),
    page: input.page,
  };
  await db
    .insertInto('feedbacks')
    .values({ ...row, token_hash: hashOf(token), client_ip: input.clientIp })
    .execute();
  return { ...viewOf(row), token };
};

const NOT_FOUND = 'No encontramos esa opinión';

/**
 * The opinion, if the token is its own. A wrong token answers as an unknown id does (404), so nobody learns which ids
 * exist; the hashes are compared in constant time.
 */
export const findOwnFeedback = async (db: Db, id: string, token: string): Promise<FeedbackView> => {
  const row = await db
    .selectFrom('feedbacks')
    .select(['id', 'created_at', 'updated_at', 'rating', 'comment', 'page', 'token_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  const given = Buffer.from(hashOf(token), 'hex');
  const kept = row ? Buffer.from(row.token_hash, 'hex') : Buffer.alloc(given.length);
  if (!row || kept.length !== given.length || !timingSafeEqual(kept, given)) throw notFound(NOT_FOUND);
  return viewOf(row);
};

/** Changes the score and/or the comment of an opinion whose token is given (an empty comment removes it). */
export const updateFeedback = async (
  db: Db,
  id: string,
  token: string,
  change: { rating?: number; comment?: string },
  at: Date,
): Promise<FeedbackView> => {
  const current = await findOwnFeedback(db, id, token);
  const next = {
    rating: change.rating ?? current.rating,
    comment: change.comment === undefined ? current.comment : commentOf(change.comment),
    updated_at: at.toISOString(),
  };
  await db.updateTable('feedbacks').set(next).where('id', '=', id).execute();
  return { ...current, rating: next.rating, comment: next.comment, updatedAt: next.updated_at };
};
