import { solveWork } from '../test-support/solve-work';
import { call, createTestApp } from '../test-support/test-app';
import { CLIENT_STATE_RETENTION, purgeClientState } from '../store/client-state';
import { openTestDb } from '../test-support/test-database';
import { SYNC_MS, createBotGuard, type BotGuard } from './bot-guard';

const COMPARE = '/api/insurance/compare/metadata?organizationTypes=EPS&take=1';

describe('bot guard', () => {
  // A database of its own per test: what one test's clients did is not the next one's.
  let store: Awaited<ReturnType<typeof openTestDb>>;
  beforeEach(async () => {
    store = await openTestDb();
  });
  afterEach(() => store.close());
  const suspectedBy = (guard: BotGuard) => async (client: string) => (await guard.hit(client)) !== null;
  const episodeBy = (guard: BotGuard) => async (client: string) => (await guard.hit(client))?.episode;

  it('suspects a client over the limit until it is cleared, and forgets old windows', async () => {
    let time = 0;
    const guard = createBotGuard({ db: store.db, limit: 2, windowMs: 1000, now: () => time });
    const hit = suspectedBy(guard);
    const episodeOf = episodeBy(guard);
    expect([await hit('a'), await hit('a'), await hit('a'), await hit('a')]).toEqual([false, false, true, true]);
    expect(await hit('b')).toBe(false);
    time = 5000;
    expect(await hit('a')).toBe(true);
    const episode = (await episodeOf('a'))!;
    expect(await guard.clear('a', 'another episode')).toEqual({ ok: false, reason: 'stale' });
    expect(await guard.isSuspected('a')).toBe(true);
    expect(await guard.clear('a', episode)).toEqual({ ok: true });
    expect(await guard.clear('a', episode)).toEqual({ ok: false, reason: 'stale' });
    expect(await hit('a')).toBe(false);
    await hit('c');
    time = 7000;
    expect([await hit('c'), await hit('c')]).toEqual([false, false]);
  });

  it('lets a client pass `maxClears` times in the clear window, then keeps it suspected until its oldest pass is an hour old', async () => {
    let time = 0;
    const guard = createBotGuard({
      db: store.db,
      limit: 1,
      windowMs: 1000,
      maxClears: 3,
      clearWindowMs: 3_600_000,
      now: () => time,
    });
    const hit = suspectedBy(guard);
    const episodeOf = episodeBy(guard);
    const becomeSuspect = async () => {
      expect([await hit('a'), await hit('a')]).toEqual([false, true]);
      return (await episodeOf('a'))!;
    };
    for (const at of [0, 600_000, 1_200_000]) {
      time = at;
      expect(await guard.clear('a', await becomeSuspect())).toEqual({ ok: true });
      // A pass is remembered: it makes the next challenge harder (workBits).
      expect(await guard.clearsOf('a')).toBe(at / 600_000 + 1);
    }
    time = 1_800_000;
    const episode = await becomeSuspect();
    expect(await guard.clear('a', episode)).toEqual({ ok: false, reason: 'exhausted', retryAfterMs: 3_600_000 - time });
    // Still suspected, whatever the compare window: every compare call is the robot answer.
    time = 3_000_000;
    expect([await hit('a'), await hit('a')]).toEqual([true, true]);
    expect(await guard.clear('a', episode)).toEqual({ ok: false, reason: 'exhausted', retryAfterMs: 600_000 });
    // The first pass leaves the window: one more pass, and the count is of the last hour only.
    time = 3_600_000;
    expect(await guard.clearsOf('a')).toBe(2);
    expect(await guard.clear('a', episode)).toEqual({ ok: true });
    expect(await guard.clearsOf('a')).toBe(3);
    expect(await hit('a')).toBe(false);
    // Passes outlive the compare windows that follow.
    time = 3_700_000;
    expect(await guard.clear('a', await becomeSuspect())).toEqual({
      ok: false,
      reason: 'exhausted',
      retryAfterMs: 600_000 - 100_000,
    });
  });

  it('is one judgement for every instance on the database: suspected on one, cleared on the other, once', async () => {
    const time = 10_000_000;
    const [one, two] = [1, 2].map(() => createBotGuard({ db: store.db, limit: 3, windowMs: 60_000, now: () => time }));
    const hits = await Promise.all(Array.from({ length: 8 }, (_, index) => (index % 2 ? one! : two!).hit('shared')));
    expect(hits.filter((hit) => hit === null)).toHaveLength(3);
    expect(new Set(hits.filter((hit) => hit !== null).map((hit) => hit!.episode)).size).toBe(1);
    const episode = (await one!.hit('shared'))!.episode;
    expect(await two!.isSuspected('shared')).toBe(true);
    const clears = await Promise.all([one!.clear('shared', episode), two!.clear('shared', episode)]);
    expect(clears).toContainEqual({ ok: true });
    expect(clears).toContainEqual({ ok: false, reason: 'stale' });
    expect([await one!.clearsOf('shared'), await two!.hit('shared')]).toEqual([1, null]);
  });

  it('counts a client far below the limit on its own for SYNC_MS, writes those calls once, and judges one nearer the limit on the database', async () => {
    let time = 20_000_000;
    const guard = createBotGuard({ db: store.db, limit: 20, windowMs: 60_000, now: () => time });
    const stored = async () =>
      Number(
        (
          await store.db
            .selectFrom('client_windows')
            .select('count')
            .where('scope', '=', 'compare')
            .where('client', '=', 'far')
            .executeTakeFirst()
        )?.count ?? 0,
      );
    for (let i = 0; i < 6; i += 1) expect(await guard.hit('far')).toBeNull();
    // The first call read the window; the five after it were held back.
    expect(await stored()).toBe(1);
    time += SYNC_MS;
    expect(await guard.hit('far')).toBeNull();
    expect(await stored()).toBe(7);
    // Held calls are written SYNC_MS later even when the client stops calling.
    await guard.hit('far');
    await guard.hit('far');
    expect(await stored()).toBe(7);
    await new Promise((done) => setTimeout(done, SYNC_MS * 3));
    expect(await stored()).toBe(9);
    // Past half the limit every call is written as it comes: the 21st call is the robot's, not one later.
    const answers = [];
    for (let i = 0; i < 14; i += 1) answers.push(await guard.hit('far'));
    expect(await stored()).toBe(23);
    expect(answers.map((answer) => answer !== null)).toEqual([...Array(11).fill(false), true, true, true]);
    await guard.close();
  });

  it("writes a client's count once however many of its calls come while it is on its way, and loses none", async () => {
    const time = 25_000_000;
    let writes = 0;
    // The guard's own database, which counts what it writes.
    const counted = store.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'InsertQueryNode') writes += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const guard = createBotGuard({ db: counted, limit: 1000, windowMs: 60_000, now: () => time });
    // Twenty calls at once from a client not counted yet: the first goes to the database, the others wait for it
    // and are then held back.
    expect(await Promise.all(Array.from({ length: 20 }, () => guard.hit('burst')))).toEqual(Array(20).fill(null));
    expect(writes).toBe(1);
    await guard.close();
    expect(writes).toBe(2);
    const row = await store.db
      .selectFrom('client_windows')
      .select('count')
      .where('scope', '=', 'compare')
      .where('client', '=', 'burst')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(20);
  });

  it('holds back calls of two instances that together stay within the limit, and loses or doubles none', async () => {
    const time = 30_000_000;
    const [one, two] = [1, 2].map(() => createBotGuard({ db: store.db, limit: 10, windowMs: 60_000, now: () => time }));
    const answers = [];
    for (let i = 0; i < 16; i += 1) answers.push(await (i % 2 ? one! : two!).hit('shared'));
    // Ten calls pass, wherever they were counted; none past them.
    expect(answers.filter((answer) => answer === null)).toHaveLength(10);
    expect(answers.slice(10).every((answer) => answer !== null)).toBe(true);
    await Promise.all([one!.close(), two!.close()]);
    const row = await store.db
      .selectFrom('client_windows')
      .select('count')
      .where('scope', '=', 'compare')
      .where('client', '=', 'shared')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(16);
  });

  it('forgets passes past the clear window and suspicions nobody cleared in a day when purged', async () => {
    const guard = createBotGuard({ db: store.db, limit: 0, now: () => 0 });
    const episode = (await guard.hit('old'))!.episode;
    expect(await guard.clear('old', episode)).toEqual({ ok: true });
    await guard.hit('old');
    await purgeClientState(store.db, CLIENT_STATE_RETENTION.suspicionMs + 1, CLIENT_STATE_RETENTION);
    const rows = await Promise.all(
      (['bot_clears', 'bot_suspicions', 'client_windows'] as const).map((table) =>
        store.db.selectFrom(table).select('client').where('client', '=', 'old').execute(),
      ),
    );
    expect(rows).toEqual([[], [], []]);
  });

  it('answers excess compare calls with the robot 401 (docs/product/api.md#robot-check) until the signed notrobot challenge, per client, never 429', async () => {
    const t = await createTestApp({ compareLimit: 3, rateLimitMax: 2, humanPowBits: 8 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await call(t.app, { method: 'GET', url: COMPARE })).status);
    expect(statuses).toEqual([200, 200, 200, 401, 401]);
    const blocked = await call(t.app, {
      method: 'POST',
      url: '/api/insurance/compare/metadata',
      payload: { organizationTypes: ['EPS'] },
    });
    expect(blocked.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'El sistema piensa que eres un robot...',
      code: 'BOT_SUSPICION',
      challenge: expect.stringMatching(/^v1\.[\w-]+\.[\w-]+$/),
      challengeExpiresAt: expect.any(String),
    });
    // Another client (through the site's proxy) is not affected.
    expect(
      (await call(t.app, { method: 'GET', url: COMPARE, headers: { 'x-forwarded-for': '203.0.113.9' } })).status,
    ).toBe(200);
    expect((await call(t.app, { method: 'GET', url: COMPARE, remoteAddress: '198.51.100.7' })).status).toBe(200);
    const challenge = blocked.body.challenge as string;
    const echo = await call(t.app, { method: 'POST', url: '/api/buscarplanes/notrobot', payload: { challenge } });
    expect(echo.status).toBe(400);
    const human = await call(t.app, {
      method: 'POST',
      url: '/api/buscarplanes/notrobot',
      payload: { challenge, nonce: solveWork(challenge) },
    });
    expect(human.body).toEqual({ data: { human: true } });
    expect((await call(t.app, { method: 'GET', url: COMPARE })).status).toBe(200);
    // The general limiter (2 a minute here) applies elsewhere, with a Spanish 429.
    await call(t.app, { method: 'GET', url: '/api/menu', remoteAddress: '192.0.2.1' });
    await call(t.app, { method: 'GET', url: '/api/menu', remoteAddress: '192.0.2.1' });
    const limited = await call(t.app, { method: 'GET', url: '/api/menu', remoteAddress: '192.0.2.1' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Demasiadas solicitudes/);
    await t.close();
  });
});
