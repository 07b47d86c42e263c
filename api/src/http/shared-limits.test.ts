import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveWork } from '../test-support/solve-work';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { AUTHORISED } from '../test-support/authorisation';

const COMPARE = '/api/insurance/compare/metadata?organizationTypes=EPS&take=1';
const contact = (i: number) => ({
  tipo: 1,
  first_name: 'Ana Ruiz',
  telefono: '3001112233',
  email: `ana${i}@correo.co`,
  ...AUTHORISED,
});

/**
 * docs/adr/0016-shared-client-state.md: two API instances on one database (one SQLite file here, one PostgreSQL
 * database in `npm run test:api:pg`) judge a visitor as one: one lead budget, one general limit, one robot flag,
 * and a challenge issued by one is answered on the other. They share QS_BOT_SECRET, as instances must.
 */
describe('limits and the robot flag are one across API instances', () => {
  let a: TestApp;
  let b: TestApp;
  const settings = {
    leadLimit: 3,
    rateLimitMax: 4,
    compareLimit: 2,
    humanPowBits: 8,
    humanChallengeSecret: 'one-secret-for-every-instance-of-this-test',
  };
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qs-shared-'));
    a = await createTestApp(settings, { dir });
    b = await createTestApp(settings, { dir });
    // Compiling the routes' schemas takes a second or two per app: before the tests, not inside one.
    await Promise.all([a.app.ready(), b.app.ready()]);
  });
  afterAll(async () => {
    await b.app.close();
    await b.sql.close();
    await a.close();
  });
  const either = (index: number) => (index % 2 ? b : a).app;

  it('a client has one lead budget, whichever instance takes its leads', async () => {
    const remoteAddress = '198.51.100.31';
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await call(either(i), { method: 'POST', url: '/api/contactos', payload: contact(i), remoteAddress })).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await a.sql.value("SELECT COUNT(*) FROM leads WHERE client_ip = '198.51.100.31'")).toBe(3);
  });

  it('a client has one general rate limit across instances', async () => {
    const remoteAddress = '198.51.100.32';
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await call(either(i), { method: 'GET', url: '/api/menu', remoteAddress })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('a robot on one instance is a robot on the other, and a challenge from one is answered on the other, once', async () => {
    const remoteAddress = '198.51.100.33';
    const compare = (index: number) => call(either(index), { method: 'GET', url: COMPARE, remoteAddress });
    expect([(await compare(0)).status, (await compare(1)).status]).toEqual([200, 200]);
    const robot = await compare(2);
    expect([robot.status, robot.body.code]).toEqual([401, 'BOT_SUSPICION']);
    expect((await compare(3)).status).toBe(401);
    const challenge = robot.body.challenge as string;
    const human = await call(b.app, {
      method: 'POST',
      url: '/api/buscarplanes/notrobot',
      remoteAddress,
      payload: { challenge, nonce: solveWork(challenge) },
    });
    expect(human.body).toEqual({ data: { human: true } });
    expect((await compare(0)).status).toBe(200);
    const replay = await call(a.app, {
      method: 'POST',
      url: '/api/buscarplanes/notrobot',
      remoteAddress,
      payload: { challenge, nonce: solveWork(challenge) },
    });
    expect(replay.status).toBe(409);
  });
});
