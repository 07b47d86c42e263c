import { firstValueFrom } from 'rxjs';
import type { OutboxSettlement } from './outbox';
import { OUTBOX_MAX_AGE_MS, retryDelay } from './outbox-entry';
import { deferred, lead, makeTab, sharedLocks, sharedStorage, type FetchAnswer } from './outbox-test-kit';

const contact = (id = 'key-0001') => ({
  id,
  kind: 'contact' as const,
  path: '/contactos',
  body: { first_name: 'Ana', email: 'ana@correo.co' },
});
const flushPromises = () => jest.advanceTimersByTimeAsync(0);
const settlements = (outbox: { settled$: import('rxjs').Observable<OutboxSettlement> }) => {
  const seen: OutboxSettlement[] = [];
  outbox.settled$.subscribe((settlement) => seen.push(settlement));
  return seen;
};

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('retryDelay', () => {
  it("doubles from 2 s up to 60 s, ±20 % jitter; a plan request first gets the product's two retries 1500 ms apart", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((n) => retryDelay('contact', n, () => 0.5))).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
    expect(retryDelay('contact', 1, () => 0)).toBe(1600);
    expect(retryDelay('contact', 1, () => 1)).toBe(2400);
    expect(retryDelay('contact', 9, () => 1)).toBe(60000);
    expect([1, 2, 3, 4].map((n) => retryDelay('plan_request', n, () => 0.5))).toEqual([1500, 1500, 2000, 4000]);
  });
});

describe('Outbox', () => {
  it('writes the entry before the first attempt and removes it once the API confirms', async () => {
    const storage = sharedStorage();
    let storedWhenSent: string | undefined;
    const tab = makeTab(storage, () => {
      storedWhenSent = storage.items.get('key-0001');
      return lead(7);
    });
    const seen = settlements(tab.outbox);
    expect(tab.outbox.submit(contact()).status).toBe('sending');
    await flushPromises();

    expect(JSON.parse(storedWhenSent!)).toMatchObject({
      id: 'key-0001',
      kind: 'contact',
      attempts: 0,
      body: { first_name: 'Ana' },
    });
    expect(storage.items.size).toBe(0);
    expect(tab.outbox.get('key-0001')).toMatchObject({ status: 'sent', answer: { id: 7 } });
    expect(tab.keys()).toEqual(['key-0001']);
    expect(tab.delivered).toEqual(['key-0001']);
    expect(seen).toEqual([
      expect.objectContaining({ watched: false, state: expect.objectContaining({ status: 'sent' }) }),
    ]);
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['a 503', { status: 503 }],
    ['a 408', { status: 408 }],
    ['a 429', { status: 429 }],
  ] as Array<[string, FetchAnswer]>)(
    'keeps the entry after %s and retries it with the same key on the backoff schedule',
    async (_name, failure) => {
      const storage = sharedStorage();
      let calls = 0;
      const tab = makeTab(storage, () => ((calls += 1) <= 2 ? failure : lead(3)));
      tab.outbox.submit(contact());
      await flushPromises();
      expect(tab.outbox.get('key-0001')).toMatchObject({ status: 'queued', attempts: 1 });
      expect(JSON.parse(storage.items.get('key-0001')!)).toMatchObject({
        attempts: 1,
        nextAttemptAt: Date.now() + 2000,
      });

      await jest.advanceTimersByTimeAsync(1999);
      expect(tab.calls).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(tab.outbox.get('key-0001')).toMatchObject({ status: 'queued', attempts: 2 });
      await jest.advanceTimersByTimeAsync(4000);
      expect(tab.outbox.get('key-0001')).toMatchObject({ status: 'sent', answer: { id: 3 } });
      expect(tab.keys()).toEqual(['key-0001', 'key-0001', 'key-0001']);
      expect(storage.items.size).toBe(0);
    },
  );

  it('ends on a 4xx refusal: the entry is removed, the API message kept, nothing is retried', async () => {
    const storage = sharedStorage();
    const tab = makeTab(storage, () => ({ status: 400, body: { statusCode: 400, message: 'Plan desconocido: X' } }));
    tab.outbox.submit(contact());
    await flushPromises();
    expect(tab.outbox.get('key-0001')).toMatchObject({
      status: 'refused',
      refusal: { status: 400, message: 'Plan desconocido: X' },
    });
    expect(storage.items.size).toBe(0);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(tab.calls).toHaveLength(1);
    expect(tab.delivered).toEqual([]);
  });

  it('holds a plan request in "sending" through the product\'s two quick retries, then reports it queued', async () => {
    const tab = makeTab(sharedStorage(), () => ({ status: 502 }));
    tab.outbox.submit({ ...contact(), kind: 'plan_request', path: '/solicitarplans' });
    await flushPromises();
    expect(tab.outbox.get('key-0001')?.status).toBe('sending');
    await jest.advanceTimersByTimeAsync(1500);
    expect(tab.outbox.get('key-0001')?.status).toBe('sending');
    await jest.advanceTimersByTimeAsync(1500);
    expect(tab.outbox.get('key-0001')).toMatchObject({ status: 'queued', attempts: 3 });
    expect(tab.calls).toHaveLength(3);
  });

  it('sends nothing twice while an attempt is in flight (second submit, online, timers)', async () => {
    const events = new EventTarget();
    const answer = deferred<FetchAnswer>();
    const tab = makeTab(sharedStorage(), () => answer.promise, { window: events });
    tab.outbox.submit(contact());
    tab.outbox.submit(contact()); // the visitor pressed send again
    events.dispatchEvent(new Event('online'));
    tab.outbox.flush(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(tab.calls).toHaveLength(1);
    answer.resolve(lead(1));
    await flushPromises();
    expect(tab.outbox.get('key-0001')?.status).toBe('sent');
    expect(tab.calls).toHaveLength(1);
  });

  it('does not bring back an entry discarded while its attempt was in flight', async () => {
    const storage = sharedStorage();
    const answer = deferred<FetchAnswer>();
    const tab = makeTab(storage, () => answer.promise);
    tab.outbox.submit(contact());
    await flushPromises();
    tab.outbox.discard('key-0001'); // the visitor replaced it with other data
    answer.resolve({ status: 503 });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(storage.items.size).toBe(0);
    expect(tab.outbox.get('key-0001')).toBeUndefined();
    expect(tab.calls).toHaveLength(1);
  });

  it('tries again at once when the browser comes back online', async () => {
    const events = new EventTarget();
    let online = false;
    const tab = makeTab(sharedStorage(), () => (online ? lead(4) : new TypeError('Failed to fetch')), {
      window: events,
    });
    tab.outbox.submit(contact());
    await flushPromises();
    expect(tab.outbox.get('key-0001')?.status).toBe('queued');
    online = true;
    events.dispatchEvent(new Event('online'));
    await flushPromises();
    expect(tab.outbox.get('key-0001')?.status).toBe('sent');
  });

  it('delivers at the next start what an earlier visit left, and says it was restored and unwatched', async () => {
    const storage = sharedStorage();
    const before = makeTab(storage, () => new TypeError('Failed to fetch'));
    before.outbox.submit(contact());
    await flushPromises();
    before.outbox.stop(); // the tab is closed

    const after = makeTab(storage, () => lead(9));
    const seen = settlements(after.outbox);
    after.outbox.start();
    await flushPromises();
    expect(after.keys()).toEqual(['key-0001']);
    expect(seen).toEqual([
      {
        watched: false,
        state: expect.objectContaining({ status: 'sent', restored: true, answer: expect.objectContaining({ id: 9 }) }),
      },
    ]);
    expect(storage.items.size).toBe(0);
  });

  it("sends a request kept from an earlier visit with the visitor's data authorisation, as it was given", async () => {
    const storage = sharedStorage();
    const autorizacionDatos = { version: '1.0', aceptada: true };
    const before = makeTab(storage, () => new TypeError('Failed to fetch'));
    before.outbox.submit({ ...contact(), body: { ...contact().body, autorizacionDatos } });
    await flushPromises();
    before.outbox.stop();

    const after = makeTab(storage, () => lead(9));
    after.outbox.start();
    await flushPromises();
    // docs/security.md#data-authorisation: the retry carries the authorisation the first attempt carried.
    expect(after.calls.map((init) => JSON.parse(String(init.body)))).toEqual([
      { first_name: 'Ana', email: 'ana@correo.co', autorizacionDatos },
    ]);
  });

  it('marks an entry watched while a component follows it', async () => {
    const tab = makeTab(sharedStorage(), () => lead(2));
    const seen = settlements(tab.outbox);
    const shown = tab.outbox.watch('key-0001').subscribe();
    tab.outbox.submit(contact());
    await flushPromises();
    shown.unsubscribe();
    expect(seen[0]?.watched).toBe(true);
    expect(await firstValueFrom(tab.outbox.watch('key-0001'))).toMatchObject({ status: 'sent' });
  });

  it('drops entries older than 7 days instead of sending them', async () => {
    const storage = sharedStorage();
    storage
      .tab()
      .write({ ...contact(), createdAt: Date.now() - OUTBOX_MAX_AGE_MS - 1, attempts: 12, nextAttemptAt: 0 });
    const tab = makeTab(storage, () => lead(1));
    const seen = settlements(tab.outbox);
    tab.outbox.start();
    await flushPromises();
    expect(tab.calls).toHaveLength(0);
    expect(seen.map((s) => s.state.status)).toEqual(['expired']);
    expect(storage.items.size).toBe(0);
  });

  it('without storage, tries the first send only and then reports it failed (nothing kept silently)', async () => {
    const storage = sharedStorage();
    storage.refuseWrites();
    const tab = makeTab(storage, () => ({ status: 500 }));
    expect(tab.outbox.submit(contact()).durable).toBe(false);
    await flushPromises();
    expect(tab.outbox.get('key-0001')).toMatchObject({ status: 'failed', attempts: 1 });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(tab.calls).toHaveLength(1);
  });

  it('lets one of two tabs send a shared entry; the other sees it delivered and never sends it', async () => {
    const storage = sharedStorage();
    const locks = sharedLocks();
    const answer = deferred<FetchAnswer>();
    const first = makeTab(storage, () => new TypeError('Failed to fetch'), { locks });
    first.outbox.submit(contact());
    await flushPromises();

    const tabA = makeTab(storage, () => answer.promise, { locks });
    const tabB = makeTab(storage, () => lead(99), { locks });
    first.outbox.stop();
    tabA.outbox.start();
    tabB.outbox.start(); // both open at the same time: B finds the lock taken
    await flushPromises();
    expect(tabA.calls).toHaveLength(1);
    expect(tabB.calls).toHaveLength(0);

    answer.resolve(lead(5));
    await flushPromises();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(tabA.outbox.get('key-0001')).toMatchObject({ status: 'sent', answer: { id: 5 } });
    expect(tabB.outbox.get('key-0001')?.status).toBe('sent');
    expect(tabB.calls).toHaveLength(0);
    expect([...tabA.delivered, ...tabB.delivered]).toEqual(['key-0001']);
  });
});
