import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';

const PAGES: Array<[string, string]> = [
  ['/', 'h1'],
  ['/Comparar/EPS', 'article'],
  ['/QS-Blog', 'article'],
  ['/not-found', 'h1'],
];

for (const [path, ready] of PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
