// How `npm start` (and so the e2e run, which starts the site with it) gets mail on this machine: unless QS_SMTP_URL
// names a real SMTP server, it runs the mail catcher (main.mjs) and points the API at it.

export const MAIL_SMTP_PORT = 1025;
export const MAIL_HTTP_PORT = 1080;

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ catcher: boolean, apiEnv: Record<string, string>, inboxUrl: string | null }}
 */
export const localMail = (env) => {
  if (env.QS_SMTP_URL) return { catcher: false, apiEnv: {}, inboxUrl: null };
  const host = env.QS_LISTEN_HOST ?? '127.0.0.1';
  const smtpPort = Number(env.QS_MAIL_SMTP_PORT) || MAIL_SMTP_PORT;
  const httpPort = Number(env.QS_MAIL_HTTP_PORT) || MAIL_HTTP_PORT;
  return {
    catcher: true,
    apiEnv: { QS_SMTP_URL: `smtp://${host === '0.0.0.0' ? '127.0.0.1' : host}:${smtpPort}` },
    inboxUrl: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${httpPort}`,
  };
};
