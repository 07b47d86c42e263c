import { expect, test, type Page } from '../support/test';
import { recordApiGets } from '../support/network';
import { shellReady } from '../support/shell';

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** Loads `path` and returns the API GETs it made once the shell's own calls are done. */
const apiGetsOf = async (page: Page, path: string): Promise<URL[]> => {
  // Leave the previous page first: its late calls (lazy card data) must not count for this one.
  await page.goto('about:blank');
  const gets = recordApiGets(page);
  await page.goto(path);
  await shellReady(page);
  await expect.poll(() => gets.map((url) => url.pathname)).toEqual(expect.arrayContaining(['/api/menu', '/api/notifications/current', '/api/contactInformations']));
  return [...gets];
};

const forced = (urls: URL[]) => urls.map((url) => `${url.pathname} ${url.searchParams.get('forceRefresh') ?? '-'}`);

test.describe('URL switches', () => {
  test('force-refresh is stored locally and makes the API client ask with forceRefresh=1, until switched off', async ({ page }) => {
    const before = await apiGetsOf(page, '/');
    expect(forced(before).every((line) => line.endsWith(' -'))).toBe(true);

    const on = await apiGetsOf(page, '/?force-refresh=true');
    expect(await stored(page, 'force-refresh')).toBe('true');
    expect(forced(on).every((line) => line.endsWith(' 1'))).toBe(true);

    // Stored: later pages keep it without the parameter.
    const later = await apiGetsOf(page, '/Comparar/EPS');
    expect(forced(later).every((line) => line.endsWith(' 1'))).toBe(true);

    const off = await apiGetsOf(page, '/?force-refresh=false');
    expect(await stored(page, 'force-refresh')).toBe('false');
    expect(forced(off).every((line) => line.endsWith(' -'))).toBe(true);
  });

  test('internal-traffic is stored locally and also bypasses caches (forceRefresh=1)', async ({ page }) => {
    const gets = await apiGetsOf(page, '/?internal-traffic=true');
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
    const gets = await apiGetsOf(page, '/');
    expect(forced(gets).every((line) => line.endsWith(' -'))).toBe(true);
  });
});
