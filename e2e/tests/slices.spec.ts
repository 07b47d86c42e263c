import { expect, test } from '../support/test';
import { countReactRenderers, loadedSharedVersions, reactRendererCount } from '../support/react-renderers';

const COP_PRICE = /^\$\s\d{1,3}(\.\d{3})*$/;

test.describe('every slice renders its page from the API', () => {
  test('home (content slice)', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compara y contrata tu seguro de salud en Colombia' }),
    ).toBeVisible();
    await expect(page.locator('[data-slice="content"]')).toHaveAttribute('data-slice-version', '1.0.0');
  });

  test('results /Comparar/EPS: cards with plan, organization, COP price per month and a link', async ({ page }) => {
    await page.goto('/Comparar/EPS');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(first.locator('.qs-plan-card__org')).not.toBeEmpty();
    await expect(first.locator('.qs-plan-card__amount')).toHaveText(COP_PRICE);
    await expect(first.locator('.qs-plan-card__suffix')).toHaveText('/mes');
    await expect(first.getByRole('link', { name: /Ver plan/ })).toHaveAttribute('href', /^\/EPS\/[^/]+\/[^/]+$/);
  });

  test('detail /EPS/{org}/{plan}: plan name as heading, its tabs and the contact widget', async ({ page }) => {
    await page.goto('/Comparar/EPS');
    const link = page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /Ver plan/ });
    const href = await link.getAttribute('href');
    const name = await page.getByRole('article').first().getByRole('heading', { level: 3 }).innerText();
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Secciones del plan' })).toBeVisible();
    // The forms slice's contact card in the request column (the FAQ holds its button form too).
    await expect(
      page.locator('[data-slice="forms"]').getByRole('region', { name: '¿Necesitas más información?' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeVisible();
  });

  test('an unknown plan falls back to its comparison page', async ({ page }) => {
    await page.goto('/EPS/no-existe/plan-inexistente');
    await expect(page).toHaveURL(/\/Comparar\/EPS$/);
  });

  test('blog /QS-Blog lists articles from the API and opens one', async ({ page }) => {
    await page.goto('/QS-Blog');
    await expect(page.getByRole('heading', { level: 1, name: 'QS Blog' })).toBeVisible();
    const articles = page.getByRole('article');
    await expect(articles.first()).toBeVisible();
    expect(await articles.count()).toBeLessThanOrEqual(15);
    const title = await articles.first().getByRole('heading').innerText();
    await articles.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.locator('.qs-article__body h2').count()).toBeGreaterThan(0);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/esta/ruta/no/existe');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contáctanos' })).toBeVisible();
  });
});

test('one React renderer and one copy of each shared library on a composed page', async ({ page }) => {
  await countReactRenderers(page);
  await page.goto('/Comparar/EPS');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /Ver plan/ })
    .click();
  await expect(page.locator('[data-slice="detail"]')).toBeVisible();
  // The forms slice's contact card in the request column (the FAQ holds its button form too).
  await expect(
    page.locator('[data-slice="forms"]').getByRole('region', { name: '¿Necesitas más información?' }),
  ).toBeVisible();

  expect(await reactRendererCount(page)).toBe(1);
  const shared = await loadedSharedVersions(page);
  for (const library of [
    'react',
    'react-dom',
    'react-router',
    'rxjs',
    'jotai',
    'i18next',
    'react-i18next',
    '@qs/shared',
  ]) {
    expect.soft(shared[library], library).toBe(1);
  }
  // Shared too, but no slice imports it (lint forbids it: it re-exports all of react-router).
  expect.soft(shared['react-router-dom'] ?? 0, 'react-router-dom').toBeLessThanOrEqual(1);
});
