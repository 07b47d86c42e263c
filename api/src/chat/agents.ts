import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../db/open';
import { equalsIgnoringCase } from '../db/dialect';
import type { ChatAgent } from '@qs/contract';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * scrypt's cost: one of OWASP's equivalent minimums (N=2^14, r=8, p=5: 16 MiB per hash, where N=2^17, p=1
 * needs 128 MiB — several sign-ins at once must not take the instance's memory) and the key length.
 */
const COST = { N: 2 ** 14, r: 8, p: 5, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$key` (base64url): the parameters travel with the hash, so raising them later keeps old hashes valid. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return timingSafeEqual(actual, expected);
};

/** A password an agent may have: long enough that guessing it through the login's rate limit is hopeless. */
export const PASSWORD_MIN_LENGTH = 12;

export const createAgent = async (
  db: Db,
  agent: { email: string; name: string; password: string },
  time: number,
): Promise<ChatAgent> => {
  if (agent.password.length < PASSWORD_MIN_LENGTH)
    throw new Error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  const row = await db
    .insertInto('chat_agents')
    .values({
      email: agent.email.trim(),
      name: agent.name.trim(),
      password_hash: await hashPassword(agent.password),
      created_at: time,
      seen_at: null,
    })
    .returning(['id', 'name', 'email'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), name: row.name, email: row.email };
};

export const setAgentPassword = async (db: Db, email: string, password: string): Promise<boolean> => {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new Error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  const changed = await db
    .updateTable('chat_agents')
    .set({ password_hash: await hashPassword(password) })
    .where((eb) => equalsIgnoringCase(eb, 'email', email.trim()))
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
};

export const findAgentByEmail = async (db: Db, email: string) =>
  db
    .selectFrom('chat_agents')
    .select(['id', 'name', 'email', 'password_hash'])
    .where((eb) => equalsIgnoringCase(eb, 'email', email.trim()))
    .executeTakeFirst();

/** A hash an unknown e-mail is checked against, so a login takes as long whether the account exists or not. */
let decoy: Promise<string> | undefined;
export const checkLogin = async (db: Db, email: string, password: string): Promise<ChatAgent | null> => {
  const agent = await findAgentByEmail(db, email);
  const ok = await verifyPassword(
    password,
    agent?.password_hash ?? (await (decoy ??= hashPassword(randomBytes(16).toString('hex')))),
  );
  return agent && ok ? { id: Number(agent.id), name: agent.name, email: agent.email } : null;
};

export const SESSION_MS = 12 * 60 * 60_000;
export const LINK_MS = 15 * 60_000;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new session (or a one-time sign-in link) for the agent: the token is given once, only its hash is kept. */
export const openSession = async (db: Db, agentId: number, kind: 'session' | 'link', time: number): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('chat_agent_sessions')
    .values({
      token_hash: hashToken(token),
      agent_id: agentId,
      expires_at: time + (kind === 'session' ? SESSION_MS : LINK_MS),
      kind,
    })
    .execute();
  // Expired sessions and links of everyone go at each sign-in.
  await db.deleteFrom('chat_agent_sessions').where('expires_at', '<', time).execute();
  return token;
};

/** The agent of a live session token (a sign-in link is not a session). */
export const agentOfSession = async (db: Db, token: string | undefined, time: number): Promise<ChatAgent | null> => {
  if (!token) return null;
  const row = await db
    .selectFrom('chat_agent_sessions as s')
    .innerJoin('chat_agents as a', 'a.id', 's.agent_id')
    .select(['a.id', 'a.name', 'a.email'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.kind', '=', 'session')
    .where('s.expires_at', '>', time)
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name, email: row.email } : null;
};

/** Uses a one-time sign-in link: deleted as it is read (a second use finds nothing), it opens a session. */
export const useSignInLink = async (
  db: Db,
  token: string,
  time: number,
): Promise<{ agent: ChatAgent; session: string } | null> => {
  const used = await db
    .deleteFrom('chat_agent_sessions')
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', 'link')
    .where('expires_at', '>', time)
    .returning('agent_id')
    .executeTakeFirst();
  if (!used) return null;
  const agent = await db
    .selectFrom('chat_agents')
    .select(['id', 'name', 'email'])
    .where('id', '=', used.agent_id)
    .executeTakeFirst();
  if (!agent) return null;
  return {
    agent: { id: Number(agent.id), name: agent.name, email: agent.email },
    session: await openSession(db, Number(agent.id), 'session', time),
  };
};

export const closeSession = async (db: Db, token: string): Promise<void> => {
  await db.deleteFrom('chat_agent_sessions').where('token_hash', '=', hashToken(token)).execute();
};

/** An agent counts as online while their inbox's stream is open: the stream marks them seen every PRESENCE_MS. */
export const PRESENCE_MS = 15_000;
export const markSeen = async (db: Db, agentId: number, time: number): Promise<void> => {
  await db.updateTable('chat_agents').set({ seen_at: time }).where('id', '=', agentId).execute();
};
export const agentsOnline = async (db: Db, time: number): Promise<boolean> =>
  (await db
    .selectFrom('chat_agents')
    .select('id')
    .where('seen_at', '>=', time - 2 * PRESENCE_MS)
    .executeTakeFirst()) !== undefined;
