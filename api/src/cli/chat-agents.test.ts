import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { INBOX_PATH, runAgentCommand } from './chat-agents';

describe("npm run chat-agents: the agents' accounts on the API's database", () => {
  let t: TestApp;
  let env: Record<string, string>;
  const dir = mkdtempSync(join(tmpdir(), 'qs-agents-'));
  beforeAll(async () => {
    t = await createTestApp({}, { dir });
    env = {
      QS_DATA_DIR: dir,
      QS_DB_FILE: t.database.file,
      DATABASE_URL: t.database.url ?? '',
      QS_SITE_ORIGIN: 'https://queplan.example',
    };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const run = async (args: string[], extra: Record<string, string> = {}) => {
    const lines: string[] = [];
    await runAgentCommand(args, (line) => lines.push(line), { ...env, ...extra });
    return lines;
  };
  const login = (password: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/chat/agent/session',
      payload: { email: 'marta@queplan.co', password },
      remoteAddress: `10.9.0.${password.length}`,
    });

  it('adds an agent with a hashed password read from the environment, who can then sign in', async () => {
    expect(
      await run(['add', '--email', 'marta@queplan.co', '--name', 'Marta Díaz'], {
        QS_AGENT_PASSWORD: 'clave de marta 2026',
      }),
    ).toEqual([expect.stringMatching(/^Agent \d+ Marta Díaz <marta@queplan.co> created in /)]);
    const stored = await t.sql.value<string>(
      'SELECT password_hash FROM chat_agents WHERE email = ?',
      'marta@queplan.co',
    );
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(stored).not.toContain('clave de marta');
    expect((await login('clave de marta 2026')).status).toBe(200);
  });

  it('refuses a short password, a missing one and a second account for the same e-mail in another case', async () => {
    await expect(
      run(['add', '--email', 'otro@queplan.co', '--name', 'Otro'], { QS_AGENT_PASSWORD: 'corta' }),
    ).rejects.toThrow('at least 12 characters');
    await expect(run(['add', '--email', 'otro@queplan.co', '--name', 'Otro'])).rejects.toThrow(
      'QS_AGENT_PASSWORD is missing',
    );
    await expect(
      run(['add', '--email', 'MARTA@queplan.co', '--name', 'Marta'], { QS_AGENT_PASSWORD: 'otra clave larga 1' }),
    ).rejects.toThrow();
  });

  it('changes a password: the old one stops working', async () => {
    expect(
      await run(['password', '--email', 'marta@queplan.co'], { QS_AGENT_PASSWORD: 'nueva clave de marta' }),
    ).toEqual(['Password of marta@queplan.co changed']);
    expect((await login('clave de marta 2026')).status).toBe(401);
    expect((await login('nueva clave de marta')).status).toBe(200);
  });

  it("prints a one-time sign-in link to the staff app's origin (never the public site's), which opens a session once", async () => {
    expect(INBOX_PATH).toBe('/');
    expect((await run(['link', '--email', 'marta@queplan.co']))[0]).toMatch(/^http:\/\/localhost:3005\/#acceso=/);
    const [link] = await run(['link', '--email', 'Marta@QuePlan.co'], {
      QS_AGENT_INBOX_ORIGIN: 'https://agentes.queplan.example',
    });
    expect(link).toMatch(/^https:\/\/agentes\.queplan\.example\/#acceso=[A-Za-z0-9_-]{40,}$/);
    const token = link!.split('#acceso=')[1];
    expect(
      (await call(t.app, { method: 'POST', url: '/api/chat/agent/session/link', payload: { token } })).body.data.name,
    ).toBe('Marta Díaz');
    expect(
      (await call(t.app, { method: 'POST', url: '/api/chat/agent/session/link', payload: { token } })).status,
    ).toBe(401);
  });

  it('lists the agents', async () => {
    expect((await run(['list'])).map((line) => JSON.parse(line))).toEqual([
      { id: expect.any(Number), name: 'Marta Díaz', email: 'marta@queplan.co', seenAt: null },
    ]);
    await expect(run(['nada'])).rejects.toThrow('npm run chat-agents');
  });
});
