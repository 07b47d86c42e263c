// `npm start` on this machine: a chat agent to try the inbox with (docs/adr/0018-live-chat.md) and a one-time
// sign-in link to it, made with the API's own command (api/dist/cli/chat-agents.js) on the API's database.
// Never for a site on a real domain: there agents are created by people, with passwords they chose.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

export const LOCAL_AGENT = { email: 'agente@quieroseguro.local', name: 'Agente local' };

/** A site on this machine only: the default `localhost` domain, no public origin, not NODE_ENV=production. */
export const isLocalSite = (site, env) =>
  env.NODE_ENV !== 'production' && !env.QS_SITE_ORIGIN && new URL(site.origin).hostname === 'localhost';

/**
 * Makes sure the local agent exists (its password random: nobody needs it, the link signs in) and answers a
 * fresh one-time link to the inbox on `origin`. `env` is the API process's own (same database settings).
 * @param {{ cli: string, cwd: string, env: Record<string, string | undefined>, origin: string,
 *   run?: (file: string, args: string[], options: object) => Promise<{ stdout: string }> }} options
 */
export const localAgentLink = async ({ cli, cwd, env, origin, run = promisify(execFile) }) => {
  const quiet = { ...env, QS_LOG_LEVEL: 'warn' };
  const command = (args, extra = {}) => run(process.execPath, [cli, ...args], { cwd, env: { ...quiet, ...extra } });
  const { stdout: agents } = await command(['list']);
  const exists = agents.split('\n').some((line) => {
    try {
      return String(JSON.parse(line).email).toLowerCase() === LOCAL_AGENT.email;
    } catch {
      return false;
    }
  });
  if (!exists)
    await command(['add', '--email', LOCAL_AGENT.email, '--name', LOCAL_AGENT.name], {
      QS_AGENT_PASSWORD: randomBytes(24).toString('base64url'),
    });
  const { stdout } = await command(['link', '--email', LOCAL_AGENT.email, '--origin', origin]);
  const link = stdout.split('\n').find((line) => line.includes('#acceso='));
  if (!link) throw new Error('the chat-agents command printed no link');
  return link.trim();
};
