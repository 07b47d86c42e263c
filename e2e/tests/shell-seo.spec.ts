import { expect, test, type Page } from '../support/test';
import { ALIADO, originOf } from '../support/partners';
import { SHELL } from '../support/shell';

const description = (page: Page) => page.locator('head meta[name="description"]');

/** Path → title and meta description (host/src/i18n/es.json `seo`). */
const ROUTES: Array<[string, string, string]> = [
  [
    '/',
    SHELL.defaultTitle,
    'Compara planes complementarios de EPS, pólizas de salud, medicina prepagada y seguros colectivos en Colombia.',
  ],
  [
    '/Comparar/EPS',
    'Compara planes complementarios de EPS | QuieroSeguro',
    'Compara precios y coberturas de los planes complementarios de EPS en Colombia.',
  ],
  [
    '/Comparar/Polizas-de-Salud',
    'Compara pólizas de salud | QuieroSeguro',
    'Compara las pólizas de salud de las aseguradoras de Colombia y cotiza online.',
  ],
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

  test("an article's title is its own, and leaving it for the blog's list gives the list's back", async ({ page }) => {
    await page.goto('/QS-Blog/que-es-un-plan-complementario-de-salud');
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Qué es un plan complementario de salud?' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('¿Qué es un plan complementario de salud? | QuieroSeguro');
    await expect(description(page)).toHaveAttribute(
      'content',
      'Qué cubre, cuánto cuesta y quién puede contratar un plan complementario de EPS.',
    );
    await page.getByRole('link', { name: 'Volver al blog' }).click();
    await expect(page).toHaveURL('/QS-Blog');
    await expect(page).toHaveTitle('QuieroSeguro Blog | QuieroSeguro');
  });

  test("a partner's plan page names the plan, with the partner's name and description", async ({ page }) => {
    await page.goto(`${originOf(ALIADO)}/EPS/salud-andina-eps/plan-complementario-oro`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Complementario Oro' })).toBeVisible();
    await expect(page).toHaveTitle(`Vista General - Plan Complementario Oro | ${ALIADO.name}`);
    await expect(description(page)).toHaveAttribute('content', ALIADO.SEOMetadata.description);
  });
});
