import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';

// The host serves the files of the build it started with, each its own route: a page's path goes to the page
// without a look on disk for a file of that name (tools/server/static-files.mjs, `files: 'at-start'`).
describe("the host's own files", () => {
  let api;
  let host;
  beforeAll(async () => {
    api = await startFakeApi();
    host = await startHost({ apiUrl: api.url, remotes: [] });
  });
  afterAll(async () => {
    await host?.stop();
    await api?.stop();
  }, HOST_STOP_TIMEOUT);

  it('sends a file of its build as that file, and a page for any other path', async () => {
    const script = await host.request('/main.0123abcd.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await host.request('/Comparar/EPS');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers its registry and sitemap routes itself, whatever files its folder holds', async () => {
    const registry = await host.request('/remotes.json');
    expect(registry.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(registry.text)).toEqual({ remotes: [] });
  });

  it('does not serve a file put in its folder after the start (a new build is a new start)', async () => {
    writeFileSync(path.join(path.dirname(host.registryFile), 'later.0123abcd.js'), 'console.log("later");');
    const answer = await host.request('/later.0123abcd.js');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
  });
});
