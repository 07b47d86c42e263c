import { readConfig } from '../../config';
import { createHumanChallenges } from '../../http/human-challenge';
import { solveWork, workBitsOf, wrongNonce } from '../../test-support/solve-work';
import { call, createTestApp, type TestApp } from '../../test-support/test-app';

const COMPARE = '/api/insurance/compare/metadata?organizationTypes=EPS&take=1';
const NOTROBOT = '/api/buscarplanes/notrobot';

const WORK_MESSAGE = 'La verificación no se completó. Vuelve a intentarlo.';

/**
 * docs/security.md#human-challenge: 'Soy humano!' clears the robot state only with the signed, short-lived challenge.
 * And only with its proof of work, a few times an hour per client.
 */
describe("the 'Soy humano!' challenge", () => {
  let t: TestApp;
  beforeEach(async () => {
    // 8 bits: the same rule as the default 15, solved in a few hundred hashes.
    t = await createTestApp({ compareLimit: 1, humanPowBits: 8 });
  });
  afterEach(() => t.close());

  /** Makes `remoteAddress` a suspected robot; answers its robot 401 body. */
  const becomeRobot = async (remoteAddress = '198.51.100.20') => {
    await call(t.app, { method: 'GET', url: COMPARE, remoteAddress });
    const robot = await call(t.app, { method: 'GET', url: COMPARE, remoteAddress });
    expect(robot.status).toBe(401);
    expect(robot.body.code).toBe('BOT_SUSPICION');
    return robot.body as { challenge: string; challengeExpiresAt: string };
  };
  const stillRobot = async (remoteAddress = '198.51.100.20') =>
    (await call(t.app, { method: 'GET', url: COMPARE, remoteAddress })).status === 401;
  const answer = (challenge: unknown, remoteAddress = '198.51.100.20') =>
    call(t.app, {
      method: 'POST',
      url: NOTROBOT,
      remoteAddress,
      payload: challenge === undefined ? {} : { challenge },
    });
  /** What the results page does: the challenge with the nonce of its work. */
  const pass = (challenge: string, remoteAddress = '198.51.100.20', nonce = solveWork(challenge)) =>
    call(t.app, { method: 'POST', url: NOTROBOT, remoteAddress, payload: { challenge, nonce } });

  it('the robot answer carries a challenge of about 2 minutes that clears the robot state once', async () => {
    const { challenge, challengeExpiresAt } = await becomeRobot();
    const lifetime = Date.parse(challengeExpiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(100_000);
    expect(lifetime).toBeLessThanOrEqual(120_000);
    expect(workBitsOf(challenge)).toBe(8);
    const cleared = await pass(challenge);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ data: { human: true } });
    expect(cleared.headers['cache-control']).toBe('no-store');
    expect(await stillRobot()).toBe(false);
  });

  it('the challenge posted back without its work (the echo that used to pass) is 400 and clears nothing', async () => {
    const { challenge } = await becomeRobot();
    for (const payload of [
      { challenge },
      { challenge, nonce: '' },
      { challenge, nonce: 'x'.repeat(33) },
      { challenge, nonce: 7 },
    ]) {
      const refused = await call(t.app, { method: 'POST', url: NOTROBOT, remoteAddress: '198.51.100.20', payload });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(WORK_MESSAGE);
    }
    expect(await stillRobot()).toBe(true);
  });

  it('a wrong nonce is 400 and clears nothing; the right one then clears', async () => {
    const { challenge } = await becomeRobot();
    const refused = await pass(challenge, '198.51.100.20', wrongNonce(challenge));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(WORK_MESSAGE);
    expect(await stillRobot()).toBe(true);
    expect((await pass(challenge)).status).toBe(200);
    expect(await stillRobot()).toBe(false);
  });

  it('asks for QS_HUMAN_POW_BITS (15 by default) and one bit more for each pass in the hour', async () => {
    expect(readConfig({}).humanPowBits).toBe(15);
    expect(readConfig({ QS_HUMAN_POW_BITS: '12' }).humanPowBits).toBe(12);
    // More than a browser can do in reasonable time is capped; nonsense is the default.
    expect(readConfig({ QS_HUMAN_POW_BITS: '40' }).humanPowBits).toBe(24);
    expect(readConfig({ QS_HUMAN_POW_BITS: '0' }).humanPowBits).toBe(15);
    expect([
      readConfig({}).humanClearsPerHour,
      readConfig({ QS_HUMAN_CLEARS_PER_HOUR: '5' }).humanClearsPerHour,
    ]).toEqual([3, 5]);

    const first = await becomeRobot();
    expect(workBitsOf(first.challenge)).toBe(8);
    expect((await pass(first.challenge)).status).toBe(200);
    const second = await becomeRobot();
    expect(workBitsOf(second.challenge)).toBe(9);
    expect((await pass(second.challenge)).status).toBe(200);
    expect(workBitsOf((await becomeRobot()).challenge)).toBe(10);
    // Another client starts at the base.
    expect(workBitsOf((await becomeRobot('203.0.113.50')).challenge)).toBe(8);
  });

  it('after QS_HUMAN_CLEARS_PER_HOUR passes (3) the client stays a robot: 429 with Retry-After, compare keeps the 401', async () => {
    for (let i = 0; i < 3; i += 1) expect((await pass((await becomeRobot()).challenge)).status).toBe(200);
    const { challenge } = await becomeRobot();
    const refused = await pass(challenge);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Ya confirmaste que eres humano varias veces en la última hora. Intenta de nuevo más tarde.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await stillRobot()).toBe(true);
    const again = await call(t.app, { method: 'GET', url: COMPARE, remoteAddress: '198.51.100.20' });
    expect(again.status).toBe(401);
    expect((await pass(again.body.challenge)).status).toBe(429);
    // Another client still passes.
    expect((await pass((await becomeRobot('203.0.113.50')).challenge, '203.0.113.50')).status).toBe(200);
  });

  it('a bare GET (the old call) clears nothing: 405 with a Spanish message', async () => {
    await becomeRobot();
    const bare = await call(t.app, {
      method: 'GET',
      url: `${NOTROBOT}?_fh=${Date.now()}`,
      remoteAddress: '198.51.100.20',
    });
    expect(bare.status).toBe(405);
    expect(bare.headers.allow).toBe('POST');
    expect(bare.body.message).toBe(
      'Para confirmar que eres humano usa el botón «Soy humano!» de la página de resultados.',
    );
    expect(await stillRobot()).toBe(true);
  });

  it('a POST without a challenge is 400', async () => {
    await becomeRobot();
    const missing = await answer(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Falta el desafío de verificación. Vuelve a comparar para recibir uno nuevo.');
    expect(await stillRobot()).toBe(true);
  });

  it('a forged challenge (other key, changed payload, garbage) is 400', async () => {
    const { challenge } = await becomeRobot();
    const [version, payload, signature] = challenge.split('.') as [string, string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const stretched = Buffer.from(JSON.stringify({ ...decoded, e: Date.now() + 86_400_000 })).toString('base64url');
    // The work is signed too: a client cannot lower it.
    const easier = `${version}.${Buffer.from(JSON.stringify({ ...decoded, d: 1 })).toString('base64url')}.${signature}`;
    const otherKey = createHumanChallenges({ secret: 'x'.repeat(40) }).issue(
      '198.51.100.20',
      String(decoded.s),
      8,
    ).challenge;
    for (const forged of [
      `${version}.${stretched}.${signature}`,
      easier,
      otherKey,
      'v1.e30.AAAA',
      'no es un desafío',
      `${challenge}.extra`,
    ]) {
      const refused = await pass(forged, '198.51.100.20', '0');
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'El desafío de verificación no es válido. Vuelve a comparar para recibir uno nuevo.',
      );
    }
    expect(await stillRobot()).toBe(true);
  });

  it('an expired challenge is 410', async () => {
    await becomeRobot();
    const episode = (await call(t.app, { method: 'GET', url: COMPARE, remoteAddress: '198.51.100.20' })).body
      .challenge as string;
    const { s } = JSON.parse(Buffer.from(episode.split('.')[1]!, 'base64url').toString()) as { s: string };
    // Signed with the API's own key, for this client and episode, but issued 3 minutes ago.
    const old = createHumanChallenges({
      secret: t.config.humanChallengeSecret,
      now: () => Date.now() - 3 * 60_000,
    }).issue('198.51.100.20', s, 8);
    const refused = await pass(old.challenge);
    expect(refused.status).toBe(410);
    expect(refused.body.message).toBe('El desafío de verificación expiró. Vuelve a comparar para recibir uno nuevo.');
    expect(await stillRobot()).toBe(true);
  });

  it("another client's challenge is 403 and clears neither", async () => {
    const mine = await becomeRobot('198.51.100.20');
    await becomeRobot('203.0.113.50');
    const refused = await pass(mine.challenge, '203.0.113.50');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('El desafío de verificación no corresponde a esta conexión.');
    expect(await stillRobot('203.0.113.50')).toBe(true);
    expect(await stillRobot('198.51.100.20')).toBe(true);
  });

  it('a replayed challenge clears nothing (409), also when the client is a robot again', async () => {
    const first = await becomeRobot();
    const second = await call(t.app, { method: 'GET', url: COMPARE, remoteAddress: '198.51.100.20' });
    expect((await pass(first.challenge)).status).toBe(200);
    const replay = await pass(first.challenge);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe(
      'El desafío de verificación ya fue usado o ya no corresponde. Vuelve a comparar para recibir uno nuevo.',
    );
    // Robot again: neither the used challenge nor another one of the finished episode clears it.
    await becomeRobot();
    expect((await pass(first.challenge)).status).toBe(409);
    expect((await pass(second.body.challenge)).status).toBe(409);
    expect(await stillRobot()).toBe(true);
  });
});
