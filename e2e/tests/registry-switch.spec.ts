import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../support/test';
import { ROOT, E2E_TMP } from '../support/environment';
import { pointSliceAt, restoreRegistry } from '../support/registry';

const V2_PORT = 3014;
const V2_DIR = path.join(E2E_TMP, 'content-v2');
let server: ChildProcess | undefined;

test.describe('runtime registry', () => {
  test.beforeAll(() => {
    // Another build of the content remote, as its team would publish it.
    const build = spawnSync('npx', ['webpack', '--mode', 'production', '-c', 'mfe-content/webpack.config.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        QS_OUT_DIR: path.relative(path.join(ROOT, 'mfe-content'), V2_DIR),
        QS_BUILD_VERSION: '2.0.0-e2e',
      },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    server = spawn(process.execPath, ['scripts/serve-remote.mjs', '--dir', V2_DIR, '--port', String(V2_PORT)], {
      cwd: ROOT,
      stdio: 'ignore',
    });
  });

  test.afterAll(() => {
    restoreRegistry();
    server?.kill();
  });

  test('pointing an entry at another build changes the site on the next load, without rebuilding the host; rollback restores it', async ({
    page,
  }) => {
    const content = page.locator('[data-slice="content"]');
    await page.goto('/');
    await expect(content).toHaveAttribute('data-slice-version', '1.0.0');

    pointSliceAt('content', `http://localhost:${V2_PORT}/mf-manifest.json`, '2.0.0-e2e');
    await expect(async () => {
      await page.reload();
      await expect(content).toHaveAttribute('data-slice-version', '2.0.0-e2e', { timeout: 2000 });
    }).toPass({ timeout: 20_000 });

    restoreRegistry();
    await page.reload();
    await expect(content).toHaveAttribute('data-slice-version', '1.0.0');
  });

  test('a registry entry on an origin the registry does not name cannot inject scripts', async ({ page }) => {
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(
      "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004",
    );
    expect(csp).not.toContain('3014');
  });
});
