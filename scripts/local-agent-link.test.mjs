import { isLocalSite, LOCAL_AGENT, localAgentLink } from './local-agent-link.mjs';

// The API's command is the boundary: each call is recorded and answered as the command prints.
const fakeCommand = (agents) => {
  const calls = [];
  const run = async (file, args, options) => {
    calls.push({ args: args.slice(1), env: options.env });
    if (args[1] === 'list') return { stdout: agents.map((agent) => JSON.stringify(agent)).join('\n') };
    if (args[1] === 'link')
      return { stdout: `${args[args.indexOf('--origin') + 1]}/#acceso=0123456789abcdef0123456789abcdef\n` };
    return { stdout: 'Agent 1 Agente local <agente@quieroseguro.local> created\n' };
  };
  return { calls, run };
};

const options = (run) => ({
  cli: 'api/dist/cli/chat-agents.js',
  cwd: '/repo',
  env: { QS_DB_FILE: '/tmp/qs.sqlite' },
  origin: 'http://localhost:3005',
  run,
});

describe('the local agent of npm start', () => {
  it('creates the agent once, with a random password only the add command sees, and answers a sign-in link', async () => {
    const { calls, run } = fakeCommand([]);
    expect(await localAgentLink(options(run))).toBe('http://localhost:3005/#acceso=0123456789abcdef0123456789abcdef');
    expect(calls.map((call) => call.args[0])).toEqual(['list', 'add', 'link']);
    expect(calls[1].args).toEqual(['add', '--email', LOCAL_AGENT.email, '--name', LOCAL_AGENT.name]);
    expect(calls[1].env.QS_AGENT_PASSWORD).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(calls[2].env.QS_AGENT_PASSWORD).toBeUndefined();
    // The API's own database settings go to every call.
    for (const call of calls) expect(call.env.QS_DB_FILE).toBe('/tmp/qs.sqlite');
  });

  it('only asks for a new link when the agent exists', async () => {
    const { calls, run } = fakeCommand([
      { id: 1, name: 'Agente local', email: 'Agente@QuieroSeguro.local', seenAt: null },
    ]);
    await localAgentLink(options(run));
    expect(calls.map((call) => call.args[0])).toEqual(['list', 'link']);
  });

  it('is only for a site on this machine', () => {
    const local = { origin: 'http://localhost:3000' };
    expect(isLocalSite(local, {})).toBe(true);
    expect(isLocalSite(local, { NODE_ENV: 'production' })).toBe(false);
    expect(isLocalSite(local, { QS_SITE_ORIGIN: 'https://quieroseguro.co' })).toBe(false);
    expect(isLocalSite({ origin: 'http://quieroseguro.co:3000' }, {})).toBe(false);
  });
});
