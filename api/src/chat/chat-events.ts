import type { Db } from '../db/open';
import type { ChatEvent } from '@qs/contract';

type Writer = Pick<Db, 'insertInto'>;

/** Appends a live event (docs/adr/0018-live-chat.md): every instance's feed reads it and pushes it to its streams. */
export const appendEvent = async (
  db: Writer,
  event: { conversationId: string; kind: ChatEvent['kind']; body: unknown },
  time: number,
): Promise<void> => {
  await db
    .insertInto('chat_events')
    .values({ at: time, conversation_id: event.conversationId, kind: event.kind, body: JSON.stringify(event.body) })
    .execute();
};

/** A stream's interest: one conversation (a visitor), or every conversation (an agent's inbox). */
export type Subscriber = { conversationId: string | null; send: (event: ChatEvent) => void; end: () => void };

/** How long an event is re-read after it was written: a transaction may commit a smaller id after a larger one was read. */
export const LATE_COMMIT_MS = 5_000;
/** Events older than this are deleted (a browser that was away longer reloads the conversation from its messages). */
export const EVENT_RETENTION_MS = 60 * 60_000;

/**
 * One per API instance: reads new chat events from the database every `intervalMs` and hands each to the
 * streams this instance holds, so an agent on one instance and a visitor on another see each other live
 * whatever instance wrote the message. Ids are not enough to read "what is new" on PostgreSQL (a transaction
 * that took id 7 may commit after 8 was read), so each read also takes the last LATE_COMMIT_MS of events and
 * skips the ids already handed out.
 */
export class ChatFeed {
  private readonly subscribers = new Set<Subscriber>();
  private readonly handed = new Map<number, number>();
  private lastId = 0;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;
  private lastPurge = 0;
  private idle = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly intervalMs = 250,
  ) {}

  /** Starts from the events written from now on (a new stream loads the conversation's messages itself). */
  async start(): Promise<void> {
    this.lastId = await this.newestId();
    this.timer = setInterval(() => void this.poll(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops reading and ends every stream (the browsers reconnect, to another instance if this one is going). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.reading;
    for (const subscriber of this.subscribers) subscriber.end();
    this.subscribers.clear();
  }

  private async newestId(): Promise<number> {
    const last = await this.db
      .selectFrom('chat_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(last?.id ?? 0);
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get streams(): number {
    return this.subscribers.size;
  }

  /** One read (tests call it to skip the wait). A read still running is not started twice. */
  poll(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    const time = this.now();
    try {
      if (time - this.lastPurge > 60_000) {
        this.lastPurge = time;
        await this.db
          .deleteFrom('chat_events')
          .where('at', '<', time - EVENT_RETENTION_MS)
          .execute();
      }
      // Nobody to hand events to: no read (4 a second per instance otherwise). A stream opened later loads
      // its conversation itself, so the feed starts again from the newest event.
      if (this.subscribers.size === 0) {
        this.idle = true;
        return;
      }
      if (this.idle) {
        this.idle = false;
        this.lastId = await this.newestId();
      }
      const rows = await this.db
        .selectFrom('chat_events')
        .selectAll()
        .where((eb) => eb.or([eb('id', '>', this.lastId), eb('at', '>=', time - LATE_COMMIT_MS)]))
        .orderBy('id')
        .limit(2000)
        .execute();
      for (const row of rows) {
        const id = Number(row.id);
        if (this.handed.has(id)) continue;
        this.handed.set(id, Number(row.at));
        this.lastId = Math.max(this.lastId, id);
        const event = {
          id,
          kind: row.kind,
          conversationId: row.conversation_id,
          body: JSON.parse(row.body),
        } as ChatEvent;
        for (const subscriber of this.subscribers) {
          if (subscriber.conversationId === null || subscriber.conversationId === row.conversation_id)
            subscriber.send(event);
        }
      }
      for (const [id, at] of this.handed) if (at < time - 2 * LATE_COMMIT_MS) this.handed.delete(id);
    } catch {
      // The database is away (a restart): the next read tries again; the streams stay open.
    }
  }
}
