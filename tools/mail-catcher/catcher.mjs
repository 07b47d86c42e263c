// A mail catcher for local runs and tests (docs/development.md, "Mail on this machine"): an SMTP server that accepts every
// message without delivering it, and a small HTTP inbox to read them. Never for production: no authentication,
// messages in memory only.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** Messages kept; the oldest go first. */
export const MAX_MESSAGES = 200;

/**
 * @typedef {{ id: number, receivedAt: string, from: string, to: string[], subject: string, text: string,
 *   html: string | null, links: string[] }} CaughtMessage
 */

const addresses = (field) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? ''),
  );

/** Every http(s) link of a message's text, so a test or a developer can open the one it needs. */
const linksOf = (text) => [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const inboxPage = (messages) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Correos capturados</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Correos capturados (${messages.length})</h1>
${messages
  .map(
    (
      m,
    ) => `<article><h2>${escapeHtml(m.subject)}</h2><p>Para ${escapeHtml(m.to.join(', '))} — ${escapeHtml(m.receivedAt)}</p>
<pre>${escapeHtml(m.text)}</pre></article>`,
  )
  .join('\n')}
</body></html>`;

/** Listens, or rejects with the error (EADDRINUSE) the server emits — SMTPServer emits its socket's on itself. */
const listen = (server, emitter, port, host) =>
  new Promise((resolve, reject) => {
    emitter.once('error', reject);
    server.listen(port, host, () => {
      emitter.off('error', reject);
      resolve(server.address().port);
    });
  });

/**
 * Starts the catcher: SMTP on `smtpPort`, the inbox on `httpPort` (0: any free port; the answer says which).
 * HTTP: GET /messages (newest first; `?to=address` filters), GET /messages/:id, DELETE /messages, GET / (HTML).
 */
export const startMailCatcher = async ({ smtpPort = 1025, httpPort = 1080, host = '127.0.0.1' } = {}) => {
  /** @type {CaughtMessage[]} */
  const messages = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'QuieroSeguro mail catcher',
    size: 5 * 1024 * 1024,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const text = mail.text ?? '';
          messages.push({
            id: nextId++,
            receivedAt: new Date().toISOString(),
            from: addresses(mail.from)[0] ?? '',
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text,
            html: typeof mail.html === 'string' ? mail.html : null,
            links: linksOf(text),
          });
          if (messages.length > MAX_MESSAGES) messages.shift();
          callback();
        },
        (error) => callback(error),
      );
    },
  });

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://catcher.invalid');
    const json = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/messages' && request.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      return json(
        200,
        messages.filter((m) => !to || m.to.some((address) => address.toLowerCase() === to)).toReversed(),
      );
    }
    if (url.pathname === '/messages' && request.method === 'DELETE') {
      messages.length = 0;
      return json(200, { deleted: true });
    }
    const one = /^\/messages\/(\d+)$/.exec(url.pathname);
    if (one && request.method === 'GET') {
      const message = messages.find((m) => m.id === Number(one[1]));
      return message ? json(200, message) : json(404, { message: 'No existe ese correo' });
    }
    if (url.pathname === '/' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(inboxPage(messages.toReversed()));
    }
    return json(404, { message: 'GET /messages, GET /messages/:id, DELETE /messages o GET /' });
  });

  const boundSmtp = await listen(smtp.server, smtp, smtpPort, host);
  const boundHttp = await listen(http, http, httpPort, host).catch((error) => {
    smtp.close(() => {});
    throw error;
  });
  // A client's broken connection is the client's problem: the catcher goes on.
  smtp.on('error', (error) => console.error('mail catcher:', error.message));
  return {
    smtpPort: boundSmtp,
    httpPort: boundHttp,
    smtpUrl: `smtp://${host}:${boundSmtp}`,
    inboxUrl: `http://${host}:${boundHttp}`,
    messages,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
        new Promise((resolve) => http.close(() => resolve(undefined))),
      ]).then(() => undefined),
  };
};
