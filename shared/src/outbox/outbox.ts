import { BehaviorSubject, Observable, ReplaySubject, distinctUntilChanged, map } from 'rxjs';
import type { LeadAnswer } from '../domain/lead';
import { LOCK_BUSY, type EntryLock } from './entry-lock';
import {
  OUTBOX_MAX_AGE_MS,
  errorText,
  inFirstSend,
  isFinalRefusal,
  isSettled,
  retryDelay,
  type OutboxEntry,
  type OutboxEntryState,
  type OutboxKind,
} from './outbox-entry';
import type { OutboxStore } from './outbox-store';

export interface OutboxDeps {
  store: OutboxStore;
  lock: EntryLock;
  /** One attempt: POST the body with the Idempotency-Key; resolves with the stored lead. */
  send: (entry: OutboxEntry) => Promise<LeadAnswer>;
  /** Called once per confirmed entry (the page-wide outbox puts `contact/sent` on the bus). */
  onDelivered?: (state: OutboxEntryState) => void;
  now?: () => number;
  random?: () => number;
  /** Where `online` fires; undefined outside a browser. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface OutboxSubmission {
  id: string;
  kind: OutboxKind;
  path: string;
  body: unknown;
}

/** An entry reached its end; `watched`: a component of this page was showing it. */
export interface OutboxSettlement {
  state: OutboxEntryState;
  watched: boolean;
}

/** A retry waiting on another tab's lock checks again after this long. */
const BUSY_RECHECK_MS = 2000;

/**
 * Lead submissions kept until the API confirms them (docs/adr/0005-lead-outbox.md). Each entry is
 * written before its first attempt, retried with backoff while the page is open, when the browser
 * comes back online and at the next start, and removed on a 2xx or a final refusal.
 */
export class Outbox {
  private readonly states$ = new BehaviorSubject<ReadonlyMap<string, OutboxEntryState>>(new Map());
  // Replayed: the host's notice subscribes after its first render, possibly after a start delivered something.
  private readonly settled = new ReplaySubject<OutboxSettlement>(20);
  private readonly inFlight = new Set<string>();
  private readonly watchers = new Map<string, number>();
  private readonly now: () => number;
  private readonly random: () => number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopListening: Array<() => void> = [];
  private started = false;

  constructor(private readonly deps: OutboxDeps) {
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
  }

  /** Every entry that ended (sent, refused, failed, expired); the last 20 are replayed. */
  readonly settled$: Observable<OutboxSettlement> = this.settled.asObservable();
  readonly entries$: Observable<OutboxEntryState[]> = this.states$.pipe(map((states) => [...states.values()]));

  /** Loads what earlier visits left and tries it now; idempotent. */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const entry of this.deps.store.list()) {
      if (!this.states$.value.has(entry.id))
        this.put({ ...entry, status: 'queued', durable: true, restored: true, pageAttempts: 0 });
    }
    const onOnline = () => this.flush(true);
    this.deps.window?.addEventListener('online', onOnline);
    this.stopListening = [
      () => this.deps.window?.removeEventListener('online', onOnline),
      this.deps.store.onExternalChange((id, entry) => this.onExternalChange(id, entry)),
    ];
    this.flush(true);
  }

  stop(): void {
    this.stopListening.forEach((stop) => stop());
    this.stopListening = [];
    clearTimeout(this.timer);
    this.started = false;
  }

  /**
   * Keeps a submission and sends it. The same id while it is still pending sends it again now
   * (the visitor pressed send again) instead of adding a second entry.
   */
  submit(submission: OutboxSubmission): OutboxEntryState {
    this.start();
    const existing = this.states$.value.get(submission.id);
    if (existing && !isSettled(existing)) {
      void this.attempt(existing.id);
      return existing;
    }
    const now = this.now();
    const entry: OutboxEntry = { ...submission, createdAt: now, attempts: 0, nextAttemptAt: now };
    const durable = this.deps.store.write(entry); // before the first attempt: a closed tab loses nothing
    const state = this.put({ ...entry, status: 'sending', durable, restored: false, pageAttempts: 0 });
    void this.attempt(entry.id);
    return state;
  }

  /** Drops a pending entry the visitor replaced with other data (it is not sent again). */
  discard(id: string): void {
    this.deps.store.remove(id);
    const states = new Map(this.states$.value);
    if (states.delete(id)) this.states$.next(states);
  }

  get(id: string): OutboxEntryState | undefined {
    return this.states$.value.get(id);
  }

  /** One entry's state; while subscribed, the entry counts as shown to the visitor. */
  watch(id: string): Observable<OutboxEntryState | undefined> {
    return new Observable((subscriber) => {
      this.watchers.set(id, (this.watchers.get(id) ?? 0) + 1);
      const subscription = this.states$
        .pipe(
          map((states) => states.get(id)),
          distinctUntilChanged(),
        )
        .subscribe(subscriber);
      return () => {
        subscription.unsubscribe();
        this.watchers.set(id, (this.watchers.get(id) ?? 1) - 1);
      };
    });
  }

  /** Attempts every pending entry that is due (or all of them: start, back online). */
  flush(all = false): void {
    const now = this.now();
    for (const state of this.states$.value.values()) {
      if (!isSettled(state) && (all || state.nextAttemptAt <= now)) void this.attempt(state.id);
    }
    this.schedule();
  }

  private async attempt(id: string): Promise<void> {
    if (this.inFlight.has(id)) return; // one attempt at a time per entry in this tab
    this.inFlight.add(id);
    try {
      const outcome = await this.deps.lock(`qs-lead-outbox:${id}`, () => this.attemptLocked(id));
      if (outcome === LOCK_BUSY) this.patch(id, { nextAttemptAt: this.now() + BUSY_RECHECK_MS });
    } finally {
      this.inFlight.delete(id);
      this.schedule();
    }
  }

  private async attemptLocked(id: string): Promise<void> {
    const state = this.states$.value.get(id);
    if (!state || isSettled(state)) return;
    // Another tab may have delivered or advanced it while this one waited.
    const stored = state.durable ? this.deps.store.read(id) : state;
    if (!stored) return this.settledElsewhere(id);
    if (this.now() - stored.createdAt > OUTBOX_MAX_AGE_MS) {
      this.deps.store.remove(id);
      return this.settle(id, { status: 'expired' });
    }
    const firstSend = !state.restored && inFirstSend(stored.kind, stored.attempts);
    this.patch(id, { ...stored, status: firstSend ? 'sending' : 'retrying', pageAttempts: state.pageAttempts + 1 });
    try {
      const answer = await this.deps.send(stored);
      this.deps.store.remove(id);
      this.settle(id, { status: 'sent', answer });
    } catch (error) {
      if (isFinalRefusal(error)) {
        this.deps.store.remove(id);
        return this.settle(id, { status: 'refused', refusal: { status: error.status, message: error.message } });
      }
      if (!this.states$.value.has(id)) return; // discarded while in flight: it must not come back
      const attempts = stored.attempts + 1;
      const stillFirst = !state.restored && inFirstSend(stored.kind, attempts);
      // Not saved in the browser: only the first send is tried, then the visitor is told.
      if (!state.durable && !stillFirst)
        return this.settle(id, { status: 'failed', attempts, lastError: errorText(error) });
      const next: OutboxEntry = {
        ...stored,
        attempts,
        nextAttemptAt: this.now() + retryDelay(stored.kind, attempts, this.random),
        lastError: errorText(error),
      };
      if (state.durable) this.deps.store.write(next);
      this.patch(id, { ...next, status: stillFirst ? 'sending' : 'queued' });
    }
  }

  private onExternalChange(id: string, entry: OutboxEntry | null): void {
    const state = this.states$.value.get(id);
    if (!entry) {
      if (state && !isSettled(state) && !this.inFlight.has(id)) this.settledElsewhere(id);
      return;
    }
    if (!state) this.put({ ...entry, status: 'queued', durable: true, restored: true, pageAttempts: 0 });
    else if (!isSettled(state) && !this.inFlight.has(id)) this.patch(id, { ...entry, status: 'queued' });
    this.schedule();
  }

  /** Another tab removed it: it confirmed the lead (and told the bus there); nothing to announce here. */
  private settledElsewhere(id: string): void {
    this.patch(id, { status: 'sent' });
  }

  private settle(id: string, change: Partial<OutboxEntryState>): void {
    const state = this.patch(id, change);
    if (!state) return;
    if (state.status === 'sent') this.deps.onDelivered?.(state);
    this.settled.next({ state, watched: (this.watchers.get(id) ?? 0) > 0 });
  }

  private put(state: OutboxEntryState): OutboxEntryState {
    this.states$.next(new Map(this.states$.value).set(state.id, state));
    return state;
  }

  private patch(id: string, change: Partial<OutboxEntryState>): OutboxEntryState | undefined {
    const state = this.states$.value.get(id);
    return state && this.put({ ...state, ...change });
  }

  /** One timer, for the earliest pending entry not already on its way. */
  private schedule(): void {
    clearTimeout(this.timer);
    if (!this.started) return;
    const pending = [...this.states$.value.values()].filter(
      (state) => !isSettled(state) && !this.inFlight.has(state.id),
    );
    if (pending.length === 0) return;
    const due = Math.min(...pending.map((state) => state.nextAttemptAt));
    this.timer = setTimeout(() => this.flush(), Math.max(0, due - this.now()));
  }
}
