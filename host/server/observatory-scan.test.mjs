import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';
import { makeCertificates, startTlsFront } from './test-support/tls-front.mjs';

// docs/security.md#observatory-grade: Mozilla's own scanner (@mdn/mdn-http-observatory, its `scan` command, unchanged) against
// the host behind a TLS proxy as production runs it, on `https://localhost:{port}` with a certificate from
// a throw-away CA that only the scanner's process trusts (NODE_EXTRA_CA_CERTS).
const PACKAGE = path.dirname(createRequire(__filename).resolve('@mdn/mdn-http-observatory/package.json'));
const SCANNER = path.join(PACKAGE, 'src/scan.js');
// The scanner looks the scanned name up in Chromium's HSTS preload list, which its own install step would
// download from GitHub; npm does not run dependencies' install scripts here, and this machine cannot reach
// GitHub. `localhost` is on no preload list, so an empty list gives the scan exactly the answer the full
// one would: nothing is preloaded, the redirect and the header are judged as served.
const PRELOAD_LIST = path.join(PACKAGE, 'conf/hsts-preload.json');

const runScanner = (target, caFile) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCANNER, target], { env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile } });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        const parsed = JSON.parse(out);
        if (parsed.error) reject(new Error(`the scanner said: ${parsed.error}`));
        else resolve(parsed);
      } catch {
        reject(new Error(`the scanner said: ${out}`));
      }
    });
  });

describe('the MDN HTTP Observatory scan of the https deployment', () => {
  // As deployed: remotes on their own https origins, TLS ended by a proxy in front of the host.
  const remotes = ['results', 'detail', 'forms', 'content'].map((name) => ({
    name,
    entry: `https://${name}.static.quieroseguro.example/mf-manifest.json`,
    version: '1.0.0',
  }));
  let api;
  let certificates;
  const started = [];

  /** The host with `env` (in this process, listening: the proxy connects to it), behind its own TLS proxy; its public origin is that proxy's. */
  const deploy = async (env = {}) => {
    const { freePort } = await import('./test-support/http-client.mjs');
    const port = await freePort();
    const host = await startHost({
      apiUrl: api.url,
      remotes,
      // The TLS proxy runs on this machine: the host believes its X-Forwarded-Proto only when told to.
      env: { QS_SITE_ORIGIN: `https://localhost:${port}`, QS_TRUSTED_PROXIES: 'loopback', ...env },
      listen: true,
    });
    started.push(host);
    const front = await startTlsFront({ target: host.origin, key: certificates.key, cert: certificates.cert, port });
    started.push({ stop: front.close });
    return `localhost:${front.port}`;
  };

  beforeAll(async () => {
    if (!existsSync(PRELOAD_LIST)) writeFileSync(PRELOAD_LIST, '{}');
    api = await startFakeApi();
    certificates = makeCertificates();
  }, 30_000);
  afterAll(async () => {
    for (const part of started) await part.stop();
    await api?.stop();
    certificates?.remove();
  }, HOST_STOP_TIMEOUT);

  it('grades the site A+: https redirect, HSTS, CSP without unsafe sources, nosniff, referrer policy, CORP', async () => {
    const result = await runScanner(await deploy(), certificates.caFile);
    const outcomes = Object.fromEntries(Object.entries(result.tests).map(([name, test]) => [name, test.result]));
    expect(outcomes).toMatchObject({
      redirection: 'redirection-to-https',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none',
      'x-content-type-options': 'x-content-type-options-nosniff',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'referrer-policy': 'referrer-policy-private',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
    });
    expect(result.scan.grade).toBe('A+');
    expect(result.scan.score).toBeGreaterThanOrEqual(100);
  }, 60_000);

  it('grades lower without HSTS: the scan judges what is sent', async () => {
    const result = await runScanner(await deploy({ QS_HSTS: 'off' }), certificates.caFile);
    expect(result.tests['strict-transport-security'].result).toBe('hsts-not-implemented');
    expect(result.scan.grade).not.toBe('A+');
  }, 60_000);
});
