// A TLS-terminating proxy as production puts in front of the host (docs/deploy.md, TLS), for tests: one
// port answers both https and plain http (the first byte of a TLS handshake is 0x16), so a scanner given
// `localhost:{port}` finds the site over both schemes. It keeps Host and adds X-Forwarded-For/-Proto.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throw-away CA and a certificate it signed for `localhost`, made with the system's openssl. */
export const makeCertificates = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qs-tls-'));
  const file = (name) => path.join(dir, name);
  const openssl = (...args) => execFileSync('openssl', args, { stdio: 'ignore' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=QS test CA',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    file('site.key'),
    '-out',
    file('site.csr'),
  );
  writeFileSync(
    file('site.ext'),
    'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    file('site.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('site.ext'),
    '-out',
    file('site.pem'),
  );
  return {
    caFile: file('ca.pem'),
    key: readFileSync(file('site.key')),
    cert: readFileSync(file('site.pem')),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
};

const forwardTo = (target, proto) => (incoming, outgoing) => {
  const upstream = http.request(
    `${target}${incoming.url}`,
    {
      method: incoming.method,
      headers: { ...incoming.headers, 'x-forwarded-proto': proto, 'x-forwarded-for': incoming.socket.remoteAddress },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => outgoing.writeHead(502).end());
  incoming.pipe(upstream);
};

/** Listens on loopback, on `port` (default a free one); `target` is the host's origin. Resolves `{ port, close() }`. */
export const startTlsFront = ({ target, key, cert, port = 0 }) =>
  new Promise((resolve) => {
    const secure = https.createServer({ key, cert }, forwardTo(target, 'https'));
    const plain = http.createServer(forwardTo(target, 'http'));
    const front = net.createServer({ pauseOnConnect: true }, (socket) => {
      socket.once('readable', () => {
        const first = socket.read(1);
        if (!first) return socket.destroy();
        socket.unshift(first);
        (first[0] === 0x16 ? secure : plain).emit('connection', socket);
      });
      socket.resume();
    });
    front.listen(port, '127.0.0.1', () =>
      resolve({
        port: /** @type {import('node:net').AddressInfo} */ (front.address()).port,
        close: () => {
          front.close();
          secure.closeAllConnections();
          plain.closeAllConnections();
        },
      }),
    );
  });
