import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { ROOT, E2E_TMP } from '../support/environment';
import { pointSliceAt, restoreRegistry } from '../support/registry';
import { errorPanelsIn, ERROR_PANEL, sliceSlots } from '../support/faults';
import { followComparatorLink } from '../support/shell';
import { waitFor } from '../support/processes';

// A slice built against a newer @qs/shared than the site's (docs/adr/0021-shared-code-versions.md): the host refuses
// it, says so, and shows that slice's error panel; the rest of the site keeps working.
const PORT = 3016;
const DIR = path.join(E2E_TMP, 'content-newer-shared');
const ENTRY = `http://localhost:${PORT}/mf-manifest.json`;
const HOME_HEADING = 'Compara y contrata tu seguro de salud en Colombia';
let server: ChildProcess | undefined;

interface ManifestShare {
  name: string;
  singleton: boolean;
  requiredVersion: string;
}
const sharedOf = (dir: string): ManifestShare[] =>
  (JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { shared: ManifestShare[] }).shared;

test.describe('a slice that needs a newer shared singleton', () => {
  test.beforeAll(async () => {
    // The content slice as its team would build it against @qs/shared 1.1.0 (QS_TEST_SHARED_VERSION, test builds only).
    const build = spawnSync('npx', ['webpack', '--mode', 'production', '-c', 'mfe-content/webpack.config.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        QS_OUT_DIR: path.relative(path.join(ROOT, 'mfe-content'), DIR),
        QS_BUILD_VERSION: '1.1.0-e2e',
        QS_TEST_SHARED_VERSION: '1.1.0',
      },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    server = spawn(process.execPath, ['scripts/serve-remote.mjs', '--dir', DIR, '--port', String(PORT)], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    // The page must find the build served: a server still starting is a refused connection, not the version refusal.
    await waitFor(ENTRY, server, 'the content build against @qs/shared 1.1.0');
  });

  test.afterAll(() => {
    restoreRegistry();
    server?.kill();
  });

  test('manifests declare ranges of the shared singletons', () => {
    const site = sharedOf(path.join(ROOT, 'mfe-content/dist'));
    for (const share of site) {
      expect.soft(share.singleton, share.name).toBe(true);
      expect.soft(share.requiredVersion, share.name).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
    expect(site.find((share) => share.name === '@qs/shared')?.requiredVersion).toBe('^1.0.0');
    expect(sharedOf(DIR).find((share) => share.name === '@qs/shared')?.requiredVersion).toBe('^1.1.0');
  });

  test('the host refuses it: reported on the console and the bus, its error panel shown, the rest of the site working', async ({
    page,
  }) => {
    // The page's bus, as @qs/shared creates it on globalThis: its `slice/incompatible` events are kept for the test.
    await page.addInitScript(() => {
      const holder = globalThis as unknown as Record<symbol, unknown> & { incompatible: unknown[] };
      holder.incompatible = [];
      let bus: { on: (name: string) => { subscribe: (next: (payload: unknown) => void) => void } } | undefined;
      Object.defineProperty(globalThis, Symbol.for('qs.eventBus'), {
        configurable: true,
        get: () => bus,
        set(value: typeof bus) {
          bus = value;
          bus?.on('slice/incompatible').subscribe((payload) => holder.incompatible.push(payload));
        },
      });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/client-errors')) reports.push(request.postData() ?? '');
    });

    pointSliceAt('content', ENTRY, '1.1.0-e2e');
    const content = sliceSlots(page, 'content');
    // The host re-reads the registry per request, and the new build's server may still be starting.
    await expect(async () => {
      await page.goto('/');
      await expect(errorPanelsIn(content)).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });

    const panel = errorPanelsIn(content);
    await expect(panel.getByRole('button', { name: ERROR_PANEL.retry })).toBeVisible();
    expect(errors).toContainEqual(
      expect.stringContaining('El módulo content requiere @qs/shared ^1.1.0 (el sitio tiene 1.0.0)'),
    );
    expect(
      await page.evaluate(() => (globalThis as unknown as { incompatible: unknown[] }).incompatible),
    ).toContainEqual({
      slice: 'content',
      mismatches: [{ pkg: '@qs/shared', required: '^1.1.0', provided: '1.0.0' }],
    });
    await expect
      .poll(() => reports.some((body) => body.includes('"kind":"remote-load"') && body.includes('@qs/shared ^1.1.0')))
      .toBe(true);
    // Refused on its manifest, before any of its code ran: its entry would have declared the container's global.
    expect(await page.evaluate(() => 'qs_content' in globalThis)).toBe(false);

    // The server renderer refuses its server container too, and leaves the slot to the browser (it never renders the
    // home page's heading with that build); the next render asks again.
    for (const _attempt of [1, 2]) {
      const html = await (await page.request.get('/')).text();
      expect(html).toContain('id="root"');
      expect(html).not.toContain(HOME_HEADING);
    }

    // Reintentar asks again, and is refused again (never a silent break).
    await panel.getByRole('button', { name: ERROR_PANEL.retry }).click();
    await expect(errorPanelsIn(content)).toBeVisible();

    // The shell and the other slices keep working.
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await followComparatorLink(page);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
