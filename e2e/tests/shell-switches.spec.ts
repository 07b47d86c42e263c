import { expect, test, type Page } from '../support/test';
import { recordApiGets } from '../support/network';
import { shellReady } from '../support/shell';

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

const SHELL_READS = ['/api/menu', '/api/notifications/current', '/api/contactInformations'];

/**
 * Loads `path` and returns the API GETs the browser made once the page is live and the network quiet. A page whose
 * answers came with it (rendered by the server) asks nothing of what the shell shows; one rendered anew in the
 * browser (`anew`: a cache switch is on) asks the shell's reads itself.
 */
const apiGetsOf = async (page: Page, path: string, { anew }: { anew: boolean }): Promise<URL[]> => {
  // Leave the previous page first: its late calls (lazy card data) must not count for this one.
  await page.goto('about:blank');
  const gets = recordApiGets(page);
  await page.goto(path);
  await shellReady(page);
  if (anew) await expect.poll(() => gets.map((url) => url.pathname)).toEqual(expect.arrayContaining(SHELL_READS));
  await page.waitForLoadState('networkidle');
  if (!anew) expect(gets.map((url) => url.pathname)).not.toContain('/api/menu');
  return [...gets];
};

const forced = (urls: URL[]) => urls.map((url) => `${url.pathname} ${url.searchParams.get('forceRefresh') ?? '-'}`);

test.describe('URL switches', () => {
  test('force-refresh is stored locally and makes the API client ask with forceRefresh=1, until switched off', async ({
    page,
  }) => {
    const before = await apiGetsOf(page, '/', { anew: false });
    expect(forced(before).every((line) => line.endsWith(' -'))).toBe(true);

    const on = await apiGetsOf(page, '/?force-refresh=true', { anew: true });
    expect(await stored(page, 'force-refresh')).toBe('true');
    expect(forced(on).every((line) => line.endsWith(' 1'))).toBe(true);

    // Stored: later pages keep it without the parameter.
    const later = await apiGetsOf(page, '/Comparar/EPS', { anew: true });
    expect(forced(later).every((line) => line.endsWith(' 1'))).toBe(true);

    const off = await apiGetsOf(page, '/?force-refresh=false', { anew: false });
    expect(await stored(page, 'force-refresh')).toBe('false');
    expect(forced(off).every((line) => line.endsWith(' -'))).toBe(true);
  });

  test('internal-traffic is stored locally and also bypasses caches (forceRefresh=1)', async ({ page }) => {
    const gets = await apiGetsOf(page, '/?internal-traffic=true', { anew: true });
    expect(await stored(page, 'internal-traffic')).toBe('true');
    expect(forced(gets).every((line) => line.endsWith(' 1'))).toBe(true);
  });

  test('pixels is stored from the URL; a bare switch means true', async ({ page }) => {
    await page.goto('/?pixels=false');
    await shellReady(page);
    expect(await stored(page, 'pixels')).toBe('false');
    await page.goto('/?pixels');
    await shellReady(page);
    expect(await stored(page, 'pixels')).toBe('true');
    // Not a cache switch: the API client asks normally.
    const gets = await apiGetsOf(page, '/', { anew: false });
    expect(forced(gets).every((line) => line.endsWith(' -'))).toBe(true);
  });
});
