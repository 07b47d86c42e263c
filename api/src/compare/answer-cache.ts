import { gzipAround, gzipWith, type GzipAround } from './gzip-around';

/** The answers kept hold at most this many bytes; past it the least recently used go. */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/**
 * How long a kept answer is given again. Within a catalogue version (part of the key) an answer changes only
 * with the date: a card's `isNew` (a plan launched within 60 days) turns at some instant, so an answer is
 * never older than this.
 */
export const ANSWER_TTL_MS = 60_000;

/** Calls asked once are remembered (not their answers) up to this many: an answer is kept when its call comes again. */
export const MAX_SEEN_CALLS = 10_000;

interface Kept {
  /** The serialised answer around its uuid's value. */
  before: string;
  after: string;
  /** Its size, as the cache counts it: characters, a byte each for the most part, and its gzip form once made. */
  bytes: number;
  until: number;
  /** The answer compressed around its uuid (gzip-around.ts), made when it is first asked for compressed. */
  gzip?: GzipAround;
}

/**
 * The serialised compare answers of recent calls, by everything that decides them (the normalised call without
 * its uuid, the partner's organizations and the catalogue version): the comparators' first visits ask the same
 * few calls over and over, and a visitor paging back and forth asks the same one again. Each answer still gets
 * its own `metaData.uuid` (the caller's, or a new one), put in place of the kept answer's.
 * Only a call asked before within the TTL has its answer kept: most priced calls carry a profile of their own
 * and never come again, and keeping each of their 50 KB answers only fed the garbage collector.
 * A cache of what the database says, not state: every API instance keeps its own and a reseed changes the key.
 */
export class AnswerCache {
  private readonly kept = new Map<string, Kept>();
  private readonly seen = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxBytes = MAX_ANSWER_BYTES,
    private readonly ttlMs = ANSWER_TTL_MS,
  ) {}

  /**
   * The kept answer for `key` with `uuid` as its uuid, or undefined. Text, not bytes: a new 60 KB buffer per
   * answer counts against V8's external memory, and at thousands of answers a second that alone started a full
   * garbage collection (5–14 ms with every request waiting) four times a second.
   */
  get(key: string, uuid: string): string | undefined {
    const kept = this.lookup(key);
    return kept && kept.before + uuid + kept.after;
  }

  /**
   * The kept answer for `key` with `uuid` as its uuid as a gzip member, or undefined: a browser's call is answered
   * compressed without compressing 50 KB again (the parts around the uuid are compressed once).
   */
  getGzip(key: string, uuid: string): Buffer | undefined {
    const kept = this.lookup(key);
    if (!kept) return undefined;
    if (!kept.gzip) {
      kept.gzip = gzipAround(kept.before, kept.after);
      kept.bytes += kept.gzip.size;
      this.bytes += kept.gzip.size;
      this.trim();
    }
    return gzipWith(kept.gzip, uuid);
  }

  /** The entry of `key` if it is still valid, now the most recently used. */
  private lookup(key: string): Kept | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    this.kept.delete(key);
    if (kept.until <= this.now()) {
      this.bytes -= kept.bytes;
      return undefined;
    }
    this.kept.set(key, kept);
    return kept;
  }

  /** The least recently used go while the kept answers hold more than maxBytes (the newest stays). */
  private trim(): void {
    for (const [oldest, entry] of this.kept) {
      if (this.bytes <= this.maxBytes || this.kept.size === 1) break;
      this.kept.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /**
   * Keeps `answer` (serialised, its uuid `uuid`) under `key` if the call was asked before within the TTL; else
   * remembers that it was. Not kept when its uuid is not found exactly once as `metaData.uuid`'s value, so a
   * kept answer can never give another uuid in a wrong place.
   */
  set(key: string, answer: string, uuid: string): void {
    const now = this.now();
    const seenAt = this.seen.get(key);
    if (seenAt === undefined || seenAt + this.ttlMs <= now) {
      this.seen.delete(key);
      this.seen.set(key, now);
      if (this.seen.size > MAX_SEEN_CALLS) this.seen.delete(this.seen.keys().next().value as string);
      return;
    }
    this.seen.delete(key);
    const marker = `"uuid":"${uuid}"`;
    const at = answer.indexOf(marker);
    if (at < 0 || answer.indexOf(marker, at + 1) >= 0) return;
    const start = at + marker.length - uuid.length - 1;
    const bytes = answer.length - uuid.length;
    if (bytes > this.maxBytes) return;
    const old = this.kept.get(key);
    if (old) {
      this.kept.delete(key);
      this.bytes -= old.bytes;
    }
    this.kept.set(key, {
      before: answer.slice(0, start),
      after: answer.slice(start + uuid.length),
      bytes,
      until: now + this.ttlMs,
    });
    this.bytes += bytes;
    this.trim();
  }
}
