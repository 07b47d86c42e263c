import { createHumanChallenges } from '../../http/human-challenge';
import { call, createTestApp, type TestApp } from '../../test-support/test-app';

const COMPARE = '/api/insurance/compare/metadata?organizationTypes=EPS&take=1';
const NOTROBOT = '/api/buscarplanes/notrobot';

/** Issue 11, finding 9: 'Soy humano!' clears the robot state only with the signed, short-lived challenge. */
describe("the 'Soy humano!' challenge", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ compareLimit: 1 });
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
  const stillRobot = async (remoteAddress = '198.51.100.20') => (await call(t.app, { method: 'GET', url: COMPARE, remoteAddress })).status === 401;
  const answer = (challenge: unknown, remoteAddress = '198.51.100.20') =>
    call(t.app, { method: 'POST', url: NOTROBOT, remoteAddress, payload: challenge === undefined ? {} : { challenge } });

  it('the robot answer carries a challenge of about 2 minutes that clears the robot state once', async () => {
    const { challenge, challengeExpiresAt } = await becomeRobot();
    const lifetime = Date.parse(challengeExpiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(100_000);
    expect(lifetime).toBeLessThanOrEqual(120_000);
    const cleared = await answer(challenge);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ data: { human: true } });
    expect(cleared.headers['cache-control']).toBe('no-store');
    expect(await stillRobot()).toBe(false);
  });

  it('a bare GET (the old call) clears nothing: 405 with a Spanish message', async () => {
    await becomeRobot();
    const bare = await call(t.app, { method: 'GET', url: `${NOTROBOT}?_fh=${Date.now()}`, remoteAddress: '198.51.100.20' });
    expect(bare.status).toBe(405);
    expect(bare.headers.allow).toBe('POST');
    expect(bare.body.message).toBe('Para confirmar que eres humano usa el botón «Soy humano!» de la página de resultados.');
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
    const otherKey = createHumanChallenges({ secret: 'x'.repeat(40) }).issue('198.51.100.20', String(decoded.s)).challenge;
    for (const forged of [`${version}.${stretched}.${signature}`, otherKey, 'v1.e30.AAAA', 'no es un desafío', `${challenge}.extra`]) {
      const refused = await answer(forged);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('El desafío de verificación no es válido. Vuelve a comparar para recibir uno nuevo.');
    }
    expect(await stillRobot()).toBe(true);
  });

  it('an expired challenge is 410', async () => {
    await becomeRobot();
    const episode = (await call(t.app, { method: 'GET', url: COMPARE, remoteAddress: '198.51.100.20' })).body.challenge as string;
    const { s } = JSON.parse(Buffer.from(episode.split('.')[1]!, 'base64url').toString()) as { s: string };
    // Signed with the API's own key, for this client and episode, but issued 3 minutes ago.
    const old = createHumanChallenges({ secret: t.config.humanChallengeSecret, now: () => Date.now() - 3 * 60_000 }).issue('198.51.100.20', s);
    const refused = await answer(old.challenge);
    expect(refused.status).toBe(410);
    expect(refused.body.message).toBe('El desafío de verificación expiró. Vuelve a comparar para recibir uno nuevo.');
    expect(await stillRobot()).toBe(true);
  });

  it("another client's challenge is 403 and clears neither", async () => {
    const mine = await becomeRobot('198.51.100.20');
    await becomeRobot('203.0.113.50');
    const refused = await answer(mine.challenge, '203.0.113.50');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('El desafío de verificación no corresponde a esta conexión.');
    expect(await stillRobot('203.0.113.50')).toBe(true);
    expect(await stillRobot('198.51.100.20')).toBe(true);
  });

  it('a replayed challenge clears nothing (409), also when the client is a robot again', async () => {
    const first = await becomeRobot();
    const second = await call(t.app, { method: 'GET', url: COMPARE, remoteAddress: '198.51.100.20' });
    expect((await answer(first.challenge)).status).toBe(200);
    const replay = await answer(first.challenge);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe('El desafío de verificación ya fue usado o ya no corresponde. Vuelve a comparar para recibir uno nuevo.');
    // Robot again: neither the used challenge nor another one of the finished episode clears it.
    await becomeRobot();
    expect((await answer(first.challenge)).status).toBe(409);
    expect((await answer(second.body.challenge)).status).toBe(409);
    expect(await stillRobot()).toBe(true);
  });
});
