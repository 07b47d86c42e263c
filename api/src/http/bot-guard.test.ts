import { solveWork } from '../test-support/solve-work';
import { call, createTestApp } from '../test-support/test-app';
import { createBotGuard } from './bot-guard';

const COMPARE = '/api/insurance/compare/metadata?organizationTypes=EPS&take=1';

describe('bot guard', () => {
  it('suspects a client over the limit until it is cleared, and forgets old windows', () => {
    let time = 0;
    const guard = createBotGuard({ limit: 2, windowMs: 1000, now: () => time });
    expect([guard.hit('a'), guard.hit('a'), guard.hit('a'), guard.hit('a')]).toEqual([false, false, true, true]);
    expect(guard.hit('b')).toBe(false);
    time = 5000;
    expect(guard.hit('a')).toBe(true);
    const episode = guard.episodeOf('a')!;
    expect(guard.clear('a', 'another episode')).toEqual({ ok: false, reason: 'stale' });
    expect(guard.isSuspected('a')).toBe(true);
    expect(guard.clear('a', episode)).toEqual({ ok: true });
    expect(guard.clear('a', episode)).toEqual({ ok: false, reason: 'stale' });
    expect(guard.hit('a')).toBe(false);
    guard.hit('c');
    time = 7000;
    expect([guard.hit('c'), guard.hit('c')]).toEqual([false, false]);
  });

  it('lets a client pass `maxClears` times in the clear window, then keeps it suspected until its oldest pass is an hour old', () => {
    let time = 0;
    const guard = createBotGuard({ limit: 1, windowMs: 1000, maxClears: 3, clearWindowMs: 3_600_000, now: () => time });
    const becomeSuspect = () => {
      expect([guard.hit('a'), guard.hit('a')]).toEqual([false, true]);
      return guard.episodeOf('a')!;
    };
    for (const at of [0, 600_000, 1_200_000]) {
      time = at;
      expect(guard.clear('a', becomeSuspect())).toEqual({ ok: true });
      // A pass is remembered: it makes the next challenge harder (workBits).
      expect(guard.clearsOf('a')).toBe(at / 600_000 + 1);
    }
    time = 1_800_000;
    const episode = becomeSuspect();
    expect(guard.clear('a', episode)).toEqual({ ok: false, reason: 'exhausted', retryAfterMs: 3_600_000 - time });
    // Still suspected, whatever the compare window: every compare call is the robot answer.
    time = 3_000_000;
    expect([guard.hit('a'), guard.hit('a')]).toEqual([true, true]);
    expect(guard.clear('a', episode)).toEqual({ ok: false, reason: 'exhausted', retryAfterMs: 600_000 });
    // The first pass leaves the window: one more pass, and the count is of the last hour only.
    time = 3_600_000;
    expect(guard.clearsOf('a')).toBe(2);
    expect(guard.clear('a', episode)).toEqual({ ok: true });
    expect(guard.clearsOf('a')).toBe(3);
    expect(guard.hit('a')).toBe(false);
    // Passes outlive the compare windows that follow.
    time = 3_700_000;
    expect(guard.clear('a', becomeSuspect())).toEqual({ ok: false, reason: 'exhausted', retryAfterMs: 600_000 - 100_000 });
  });

  it('remembers a bounded number of clients', () => {
    const guard = createBotGuard({ limit: 1, maxClients: 2 });
    guard.hit('a');
    guard.hit('a');
    expect(guard.isSuspected('a')).toBe(true);
    guard.hit('b');
    guard.hit('c');
    expect(guard.isSuspected('a')).toBe(false);
  });

  it('answers excess compare calls with the robot 401 (docs/product/api.md#robot-check) until the signed notrobot challenge, per client, never 429', async () => {
    const t = await createTestApp({ compareLimit: 3, rateLimitMax: 2, humanPowBits: 8 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await call(t.app, { method: 'GET', url: COMPARE })).status);
    expect(statuses).toEqual([200, 200, 200, 401, 401]);
    const blocked = await call(t.app, { method: 'POST', url: '/api/insurance/compare/metadata', payload: { organizationTypes: ['EPS'] } });
    expect(blocked.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'El sistema piensa que eres un robot...',
      code: 'BOT_SUSPICION',
      challenge: expect.stringMatching(/^v1\.[\w-]+\.[\w-]+$/),
      challengeExpiresAt: expect.any(String),
    });
    // Another client (through the site's proxy) is not affected.
    expect((await call(t.app, { method: 'GET', url: COMPARE, headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: COMPARE, remoteAddress: '198.51.100.7' })).status).toBe(200);
    const challenge = blocked.body.challenge as string;
    const echo = await call(t.app, { method: 'POST', url: '/api/buscarplanes/notrobot', payload: { challenge } });
    expect(echo.status).toBe(400);
    const human = await call(t.app, { method: 'POST', url: '/api/buscarplanes/notrobot', payload: { challenge, nonce: solveWork(challenge) } });
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
