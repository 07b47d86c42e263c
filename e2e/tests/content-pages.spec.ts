import { expect, test, type Page } from '../support/test';
import { PHONE } from '../support/viewports';

const ARTICLE = '/QS-Blog/que-es-un-plan-complementario-de-salud';
const SECTIONS = ['Un plan que se suma a tu EPS', 'Quién puede contratarlo', 'Cuánto cuesta'];

/** The side menu's link marked as the one being read (aria-current), by its text. */
const currentSection = (page: Page) =>
  page.getByRole('navigation', { name: 'En este artículo' }).locator('a[aria-current="location"]');

// The content slice's pages on the composed site, from the API.
test.describe('content pages', () => {
  test('a landing list pages its companies and opens one company page with its plans', async ({ page }) => {
    await page.goto('/EPS');
    await expect(page.getByRole('heading', { level: 1, name: 'EPS de Colombia' })).toBeVisible();
    const company = page.getByRole('main').getByRole('link', { name: /EPS/ }).first();
    await expect(company).toBeVisible();
    const href = await company.getAttribute('href');
    expect(href).toMatch(/^\/EPS\/[a-z0-9-]+$/);

    await company.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Desde \$\s[\d.]+/).first()).toBeVisible();
  });

  test('the contact page shows the channels and composes the forms slice contact widget', async ({ page }) => {
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Canales de atención' })).toBeVisible();
    await expect(page.locator('[data-slice="forms"]')).toBeVisible();
  });

  test(
    'the contact page fits the screen: no sideways scroll, at 1366 px or on a 375 px phone',
    PHONE,
    async ({ page }) => {
      await page.goto('/contacto');
      const form = page.locator('[data-slice="forms"]');
      await expect(form.getByRole('button', { name: 'Enviar' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Canales de atención' })).toBeVisible();
      // What sticks out, named, so a failure says which part to fix.
      const overflowing = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
          .slice(0, 10);
      });
      expect(overflowing).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
    },
  );

  test("the customer portal offers 'Ir a Portal {label}' for people and companies, opened safely", async ({ page }) => {
    await page.goto('/Portal-clientes');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido al Portal Clientes' })).toBeVisible();
    for (const label of ['Personas', 'Empresas']) {
      const link = page.getByRole('link', { name: `Ir a Portal ${label}` });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('the product map links every comparator', async ({ page }) => {
    await page.goto('/Sitemap-Products');
    await expect(page.getByRole('heading', { level: 1, name: 'Mapa de productos' })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/Comparar/EPS"]').first()).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/Comparar/Polizas-de-Salud"]').first()).toBeVisible();
  });

  test('the partners page lists the allies and leads to registration', async ({ page }) => {
    await page.goto('/Partners-y-Alianzas');
    await expect(page.getByRole('heading', { level: 1, name: 'Partners y alianzas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quiero ser partner' })).toBeVisible();
    await page.getByRole('link', { name: 'Registrar mi organización como partner' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
  });

  test(
    'the article side menu marks the heading being read as the previous one scrolls away',
    PHONE,
    async ({ page }) => {
      await page.goto(ARTICLE);
      const menu = page.getByRole('navigation', { name: 'En este artículo' });
      // On a phone the menu is a collapsed list above the article: opened, it stays open while the visitor scrolls.
      const toggle = menu.getByRole('button', { name: 'En este artículo' });
      if (await toggle.isVisible()) await toggle.click();
      await expect(currentSection(page)).toHaveText(SECTIONS[0]!);
      for (const section of [SECTIONS[1]!, SECTIONS[2]!, SECTIONS[1]!, SECTIONS[0]!]) {
        // Scrolled as a visitor scrolls, with the wheel, until the section's heading sits under the site header.
        const heading = page.getByRole('main').getByRole('heading', { level: 2, name: section });
        const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
        await page.mouse.wheel(0, top - 120);
        await expect(currentSection(page)).toHaveText(section);
      }
    },
  );
});
