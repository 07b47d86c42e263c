import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';

// Server-rendered pages kept for the next visitors (shell-pages.mjs, page-cache.mjs), over a stand-in renderer.
const rendererDir = mkdtempSync(path.join(tmpdir(), 'qs-renderer-'));
writeFileSync(
  path.join(rendererDir, 'render.js'),
  readFileSync(path.join(__dirname, 'test-support/fake-renderer.cjs')),
);
const renderer = createRequire(import.meta.url)(path.join(rendererDir, 'render.js')).state;
const REMOTES = [{ name: 'results', entry: 'http://127.0.0.1:9/mf-manifest.json', version: '1.0.0' }];

const directive = (answer, name) =>
  String(answer.headers['content-security-policy'])
    .split('; ')
    .find((part) => part.startsWith(`${name} `)) ?? '';
const nonceOf = (answer) => /^csp-nonce;desc="([^"]+)"$/.exec(String(answer.headers['server-timing']))?.[1];

describe('server-rendered pages kept for the next visitors', () => {
  let api;
  let host;
  beforeAll(async () => {
    api = await startFakeApi();
    host = await startHost({
      apiUrl: api.url,
      remotes: REMOTES,
      env: { QS_SSR: 'on', QS_HOST_SERVER_DIST: rendererDir, QS_ROUTE_HINTS: 'off' },
    });
  });
  afterAll(async () => {
    await host?.stop();
    await api?.stop();
    rmSync(rendererDir, { recursive: true, force: true });
  }, HOST_STOP_TIMEOUT);
  beforeEach(() => {
    renderer.delayMs = 50;
    renderer.failNext = false;
  });

  it('renders an address once for the visitors who come while its first render is under way', async () => {
    const before = renderer.renders;
    const answers = await Promise.all(Array.from({ length: 10 }, () => host.request('/Comparar/EPS?pagina=2')));
    expect(renderer.renders - before).toBe(1);
    for (const answer of answers) expect(answer.text).toContain('<h1>/Comparar/EPS?pagina=2</h1>');
  });

  it("puts the head the render made for the page (its title, description, link previews) in place of the shell's", async () => {
    const answer = await host.request('/Comparar/EPS?head=1');
    expect(answer.text).toContain(
      '<title>Página /Comparar/EPS?head=1</title><meta name="description" content="Descripción">',
    );
    expect(answer.text).not.toContain('<title>QuieroSeguro</title>');
    expect(answer.text.match(/<title>/g)).toHaveLength(1);
  });

  it('sends a kept page with the same bytes to everyone: its scripts allowed by their hashes, a nonce of its own per answer for styles', async () => {
    const first = await host.request('/Comparar/Empresas');
    // The first visitor's answer was streamed with its own nonce on React's scripts.
    expect(first.text).toContain(`nonce="${nonceOf(first)}"`);
    expect(directive(first, 'script-src')).toContain(`'nonce-${nonceOf(first)}'`);
    const [second, third] = [
      await host.request('/Comparar/Empresas?utm_source=x'),
      await host.request('/Comparar/Empresas'),
    ];
    expect(second.text).toBe(third.text);
    expect(second.text).not.toContain('nonce=');
    const hash = createHash('sha256').update('document.title="/Comparar/Empresas"').digest('base64');
    for (const answer of [second, third]) {
      expect(directive(answer, 'script-src').split(' ')).toContain(`'sha256-${hash}'`);
      expect(directive(answer, 'script-src')).not.toContain("'nonce-");
      expect(directive(answer, 'style-src').split(' ')).toContain(`'nonce-${nonceOf(answer)}'`);
    }
    expect(nonceOf(second)).not.toBe(nonceOf(third));
  });

  it('does not keep a page one of whose slots failed: the next visitor gets a render of their own', async () => {
    renderer.failNext = true;
    const before = renderer.renders;
    await host.request('/Comparar/Medicina-Prepagada');
    await host.request('/Comparar/Medicina-Prepagada');
    expect(renderer.renders - before).toBe(2);
    await host.request('/Comparar/Medicina-Prepagada');
    expect(renderer.renders - before).toBe(2);
  });

  it('a first render slower than the budget keeps no one waiting past it: later visitors render for themselves', async () => {
    renderer.delayMs = 900;
    const before = renderer.renders;
    const answers = await Promise.all([
      host.request('/Comparar/Polizas-de-Salud'),
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => host.request('/Comparar/Polizas-de-Salud')),
    ]);
    expect(renderer.renders - before).toBe(2);
    for (const answer of answers) expect(answer.status).toBe(200);
  });
});
