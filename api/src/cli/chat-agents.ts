import { describeDatabase, readConfig } from '../config';
import { createDb, type Db } from '../db/open';
import { migrate } from '../db/migrate';
import { createAgent, findAgentByEmail, openSession, PASSWORD_MIN_LENGTH, setAgentPassword } from '../chat/agents';

const USAGE = `npm run chat-agents -w api -- <command>
  add --email E --name "N"      creates an agent; the password is read from QS_AGENT_PASSWORD (at least ${PASSWORD_MIN_LENGTH} characters)
  password --email E            sets a new password (QS_AGENT_PASSWORD)
  link --email E [--origin O]   prints a one-time sign-in link to the inbox (15 minutes) on O, else QS_AGENT_INBOX_ORIGIN
  list                          lists the agents`;

const value = (args: readonly string[], name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

const need = (text: string | undefined, what: string): string => {
  if (!text) throw new Error(`${what} is missing\n${USAGE}`);
  return text;
};

/** The inbox's path: the root of the staff app's own origin (agent-inbox/, docs/adr/0022-slices-by-business-area.md). */
export const INBOX_PATH = '/';
/** Where the staff app is served when QS_AGENT_INBOX_ORIGIN does not say (`npm start` on this machine). */
export const LOCAL_INBOX_ORIGIN = 'http://localhost:3005';

/** A one-time sign-in link for the agent with this e-mail, on the staff app's origin. */
export const signInLink = async (db: Db, email: string, origin: string): Promise<string> => {
  const agent = await findAgentByEmail(db, email);
  if (!agent) throw new Error(`No agent has the e-mail ${email}`);
  return `${origin.replace(/\/+$/, '')}${INBOX_PATH}#acceso=${await openSession(db, Number(agent.id), 'link', Date.now())}`;
};

/**
 * `npm run chat-agents -w api -- add|password|link|list`: the chat's agent accounts (docs/adr/0018-live-chat.md),
 * on the API's database (the SQLite file, or DATABASE_URL's PostgreSQL). Passwords come from the environment,
 * never from the command line (which other users of the machine can read in the process list).
 */
export const runAgentCommand = async (
  args: readonly string[],
  write: (line: string) => void,
  env = process.env,
): Promise<void> => {
  const config = readConfig(env);
  const db = createDb({ file: config.dbFile, url: config.databaseUrl });
  try {
    await migrate(db);
    const [command] = args;
    if (command === 'add') {
      const agent = await createAgent(
        db,
        {
          email: need(value(args, '--email'), '--email'),
          name: need(value(args, '--name'), '--name'),
          password: need(env.QS_AGENT_PASSWORD, 'QS_AGENT_PASSWORD'),
        },
        Date.now(),
      );
      write(`Agent ${agent.id} ${agent.name} <${agent.email}> created in ${describeDatabase(config)}`);
    } else if (command === 'password') {
      const email = need(value(args, '--email'), '--email');
      if (!(await setAgentPassword(db, email, need(env.QS_AGENT_PASSWORD, 'QS_AGENT_PASSWORD'))))
        throw new Error(`No agent has the e-mail ${email}`);
      write(`Password of ${email} changed`);
    } else if (command === 'link') {
      write(
        await signInLink(
          db,
          need(value(args, '--email'), '--email'),
          value(args, '--origin') ?? env.QS_AGENT_INBOX_ORIGIN ?? LOCAL_INBOX_ORIGIN,
        ),
      );
    } else if (command === 'list') {
      for (const agent of await db
        .selectFrom('chat_agents')
        .select(['id', 'name', 'email', 'seen_at'])
        .orderBy('id')
        .execute()) {
        write(
          JSON.stringify({
            id: agent.id,
            name: agent.name,
            email: agent.email,
            seenAt: agent.seen_at === null ? null : new Date(Number(agent.seen_at)).toISOString(),
          }),
        );
      }
    } else {
      throw new Error(USAGE);
    }
  } finally {
    await db.destroy();
  }
};

if (require.main === module) {
  runAgentCommand(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`)).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
