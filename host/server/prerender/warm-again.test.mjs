import { writeFileSync } from 'node:fs';
import { startPrerenderingHost } from '../test-support/fake-capture-worker.mjs';
import { HOST_STOP_TIMEOUT } from '../test-support/host-server.mjs';
import { registryVersion } from './snapshot-store.mjs';

/**
 * A switched slice makes every snapshot a miss (each names the registry it was taken with): the host sends the
 * warm set again with the new registry once it has held for QS_PRERENDER_REWARM_DELAY_MS (ADR 0007, "A switched
 * slice is warmed again").
 */
describe('a host whose registry is switched', () => {
  const TOKEN = 'warm-again-test-token';
  const before = [{ name: 'content', entry: 'http://127.0.0.1:9/mf-manifest.json', version: '1.0.0' }];
  const after = [{ name: 'content', entry: 'http://127.0.0.1:9/v2/mf-manifest.json', version: '2.0.0' }];
  let started;
  let worker;
  let host;

  beforeAll(async () => {
    started = await startPrerenderingHost({ remotes: before, token: TOKEN, env: { QS_PRERENDER_WARM: '40', QS_PRERENDER_WARM_DELAY_MS: '10', QS_PRERENDER_REWARM_DELAY_MS: '300' } });
    ({ host, worker } = started);
    host.startWarming();
  });
  afterAll(() => started?.stop(), HOST_STOP_TIMEOUT);

  const warmJobs = (remotes) => worker.jobs.filter((job) => job.pinned === true && job.version === registryVersion(remotes));
  const until = async (check) => {
    for (let attempt = 0; attempt < 100 && !check(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const askHome = () => host.request('/', { headers: { accept: 'text/html', host: 'localhost' } });

  it('sends the warm set at start, and not again while the registry is the same', async () => {
    await until(() => warmJobs(before).length > 0);
    const sent = warmJobs(before);
    // Both viewports of each page, pinned, in the background.
    expect(sent).toContainEqual({ pathname: '/', variant: 'mobile', version: registryVersion(before), low: true, pinned: true });
    expect(sent).toContainEqual({ pathname: '/', variant: 'desktop', version: registryVersion(before), low: true, pinned: true });
    await askHome();
    await askHome();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warmJobs(before)).toHaveLength(sent.length);
  });

  it('sends nothing for a switch undone before it has held for the delay (a slice tried and rolled back)', async () => {
    const count = warmJobs(before).length;
    writeFileSync(host.registryFile, JSON.stringify({ remotes: after }));
    await askHome();
    writeFileSync(host.registryFile, JSON.stringify({ remotes: before }));
    await askHome();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(warmJobs(after)).toEqual([]);
    expect(warmJobs(before)).toHaveLength(count);
  });

  it('sends it again, once, with the new registry when a switch holds', async () => {
    const count = warmJobs(before).length;
    writeFileSync(host.registryFile, JSON.stringify({ remotes: after }));
    await Promise.all([askHome(), askHome(), askHome()]);
    // Not at once: the switch has to hold first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(warmJobs(after)).toEqual([]);
    await until(() => warmJobs(after).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The same pages, once, with the registry they will be served with.
    expect(warmJobs(after)).toHaveLength(count);
    expect(warmJobs(after)).toContainEqual({ pathname: '/', variant: 'mobile', version: registryVersion(after), low: true, pinned: true });
    // A rollback is another switch.
    writeFileSync(host.registryFile, JSON.stringify({ remotes: before }));
    await askHome();
    await until(() => warmJobs(before).length > count);
    expect(warmJobs(before)).toHaveLength(2 * count);
  });
});
