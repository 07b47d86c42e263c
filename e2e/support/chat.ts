import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './environment';

const run = promisify(execFile);

/**
 * An agent account on the database `databaseUrl` names, made with the API's own command
 * (`npm run chat-agents -w api`, docs/adr/0018-live-chat.md), and a one-time sign-in link to the inbox.
 */
export const createAgentWithLink = async (
  databaseUrl: string,
  origin: string,
  agent: { email: string; name: string },
): Promise<string> => {
  const cli = path.join(ROOT, 'api/dist/cli/chat-agents.js');
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    QS_AGENT_PASSWORD: `e2e-${agent.email}-password`,
    QS_LOG_LEVEL: 'warn',
  };
  await run(process.execPath, [cli, 'add', '--email', agent.email, '--name', agent.name], { cwd: ROOT, env });
  const { stdout } = await run(process.execPath, [cli, 'link', '--email', agent.email, '--origin', origin], {
    cwd: ROOT,
    env,
  });
  return stdout.trim();
};
