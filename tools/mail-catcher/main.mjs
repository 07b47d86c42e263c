// `node tools/mail-catcher/main.mjs`: the local mail catcher (catcher.mjs). `npm start` runs it; QS_MAIL_SMTP_PORT
// and QS_MAIL_HTTP_PORT move it (default 1025 and 1080), QS_LISTEN_HOST its address.
import { startMailCatcher } from './catcher.mjs';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './local-mail.mjs';

const port = (value, fallback) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback);

try {
  const catcher = await startMailCatcher({
    smtpPort: port(process.env.QS_MAIL_SMTP_PORT, MAIL_SMTP_PORT),
    httpPort: port(process.env.QS_MAIL_HTTP_PORT, MAIL_HTTP_PORT),
    host: process.env.QS_LISTEN_HOST ?? '127.0.0.1',
  });
  process.stdout.write(`mail catcher: SMTP on ${catcher.smtpUrl}, inbox on ${catcher.inboxUrl}/messages\n`);
  const stop = () => catcher.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  const busy = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
  console.error(
    busy
      ? `mail catcher: ${error.message}. Free the port, move the catcher (QS_MAIL_SMTP_PORT, QS_MAIL_HTTP_PORT) or send through your own SMTP server (QS_SMTP_URL).`
      : error,
  );
  process.exit(1);
}
