import { expect, test, type Page } from '@playwright/test';
import { ALIADO, originOf } from '../support/partners';
import { SHELL } from '../support/shell';

const description = (page: Page) => page.locator('head meta[name="description"]');

/** Path → title and meta description (host/src/i18n/es.json `seo`). */
const ROUTES: Array<[string, string, string]> = [
  ['/', SHELL.defaultTitle, 'Compara planes complementarios de EPS, pólizas de salud, medicina prepagada y seguros colectivos en Colombia.'],
  ['/Comparar/EPS', 'Compara planes complementarios de EPS | QuieroSeguro', 'Compara precios y coberturas de los planes complementarios de EPS en Colombia.'],
  ['/Comparar/Polizas-de-Salud', 'Compara pólizas de salud | QuieroSeguro', 'Compara las pólizas de salud de las aseguradoras de Colombia y cotiza online.'],
  ['/QS-Blog', 'QuieroSeguro Blog | QuieroSeguro', 'Artículos y guías para entender los seguros de salud en Colombia.'],
  ['/not-found', 'Página no encontrada | QuieroSeguro', 'La página que buscas no existe.'],
];

test.describe('document title and description', () => {
  for (const [path, title, text] of ROUTES) {
    test(`${path}: '${title}'`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(description(page)).toHaveAttribute('content', text);
      await expect(description(page)).toHaveCount(1);
    });
  }

  test('follow client-side navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(SHELL.defaultTitle);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Compara pólizas de salud' }).click();
    await expect(page).toHaveURL('/Comparar/Polizas-de-Salud');
    await expect(page).toHaveTitle('Compara pólizas de salud | QuieroSeguro');
  });

  test("a partner's SEO data overrides them on every page of aliado.localhost", async ({ page }) => {
    for (const path of ['/Comparar/EPS', '/Comparar/Polizas-de-Salud']) {
      await page.goto(`${originOf(ALIADO)}${path}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page).toHaveTitle(ALIADO.SEOMetadata.title);
      await expect(description(page)).toHaveAttribute('content', ALIADO.SEOMetadata.description);
    }
  });
});
