import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { PHONE } from '../support/viewports';

// The compare banner, its profile tooltip, the collapsible profile form and the first-view popover
// (docs/product/results.md#compare-banner), on the built site against the real API. Runs on desktop and on a 375 px phone.
const FIRST_VIEW_KEY = 'qs-compare-first-view';
const FORMS_ORIGIN = 'http://localhost:3003';
const EPS_TITLE = 'Compara planes complementarios de EPS';

/** Below the profile form's 780 px breakpoint (docs/product/results.md#layout). */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 780;
const banner = (page: Page, title = EPS_TITLE) => page.getByRole('region', { name: title });
const firstView = (page: Page) => page.locator('.qs-banner-first-view');

/** This visitor has already seen the first-view popover, so it cannot cover what a test clicks. */
const firstViewSeen = (page: Page) =>
  page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ seenAt: '2026-01-01T00:00:00.000Z' })),
    FIRST_VIEW_KEY,
  );

// page.clock is installed but left flowing: runFor jumps ahead and fires the timers in between,
// while React's own scheduling and the popover's lazy chunk still need time to pass normally.

test(
  'the banner shows the API title, description and drawn background image (a phone only the title)',
  PHONE,
  async ({ page }) => {
    await firstViewSeen(page);
    await page.goto('/Comparar/EPS');
    const region = banner(page);
    await expect(region.locator('.qs-banner__title')).toHaveText(EPS_TITLE);
    // The page's h1 names the comparator; the banner's title is no second heading.
    await expect(region.getByRole('heading')).toHaveCount(0);
    const description = region.getByText('Atiéndete más rápido y con más especialistas sin dejar tu EPS.');
    const image = region.locator('img');
    await expect(image).toHaveAttribute('src', '/api/images/banners/EPS.svg');
    if (isPhone(page)) {
      // A phone's banner gives way to the first plan card: no pitch, no decoration (the picture was the page's late LCP).
      await expect(description).toBeHidden();
      await expect(image).toBeHidden();
    } else {
      await expect(description).toBeVisible();
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // Without a profile, prices are starting prices and the banner says so.
    await expect(region).toContainText('Estos son precios desde');
  },
);

test(
  'first-view popover: after 9 s on desktop, gone 5 s later and after a reload; never on a phone',
  PHONE,
  async ({ page }) => {
    await page.clock.install();
    await page.goto('/Comparar/EPS');
    await expect(banner(page)).toBeVisible();

    if (isPhone(page)) {
      await page.clock.runFor(20_000);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(firstView(page)).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), FIRST_VIEW_KEY)).toBeNull();
      return;
    }

    await page.clock.runFor(8_000);
    await expect(firstView(page)).toHaveCount(0);
    await page.clock.runFor(1_100);
    const popover = page.getByRole('dialog', { name: '¿Quiénes serán asegurados?' });
    await expect(popover).toBeVisible();
    // Focus moves into it, to its action; nothing is laid over the page.
    await expect(popover.getByRole('button', { name: 'Ingresar asegurados' })).toBeFocused();
    await expect(page.locator('.qs-banner-overlay')).toHaveCount(0);

    // Closes by itself 5 s after opening (the margin is the real time the opening took).
    await page.clock.runFor(3_500);
    await expect(popover).toBeVisible();
    await page.clock.runFor(1_600);
    await expect(popover).toBeHidden();

    await page.reload();
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(firstView(page)).toHaveCount(0);
  },
);

test.describe('first-view popover actions (a desktop-only popover, so a desktop window in every project)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Escape closes it; for a new visitor its button opens the profile modal', async ({ page }) => {
    await page.clock.install();
    await page.goto('/Comparar/EPS');
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(9_100);
    const popover = page.getByRole('dialog', { name: '¿Quiénes serán asegurados?' });
    await expect(popover).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(firstView(page)).toHaveCount(0);

    await page.evaluate((key) => localStorage.removeItem(key), FIRST_VIEW_KEY);
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(9_100);
    await expect(popover).toBeVisible();
    await popover.getByRole('button', { name: 'Ingresar asegurados' }).click();
    await expect(firstView(page)).toHaveCount(0);
    const modal = page.getByRole('dialog', { name: '¿Quiénes serán asegurados?' });
    await expect(modal.locator('[data-slice="forms"]')).toBeVisible();
  });

  test('while it is open a click on the page does what it does there, and focus comes back from it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.clock.runFor(9_100);
    const popover = page.getByRole('dialog', { name: '¿Quiénes serán asegurados?' });
    await expect(popover).toBeVisible();
    await expect(popover.getByRole('button', { name: 'Ingresar asegurados' })).toBeFocused();
    // The close button gives focus back to the page (where it was: nowhere in particular).
    await popover.getByRole('button', { name: 'Cerrar' }).click();
    await expect(firstView(page)).toHaveCount(0);
    await expect(popover.getByRole('button', { name: 'Ingresar asegurados' })).toHaveCount(0);

    await page.evaluate((key) => localStorage.removeItem(key), FIRST_VIEW_KEY);
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.clock.runFor(9_100);
    await expect(popover).toBeVisible();
    // A card's own link, clicked while the popover is open, opens the plan: nothing swallows the click.
    const card = page.getByRole('article').first();
    await card.getByRole('link', { name: /Ver plan/ }).click();
    await expect(page.getByRole('dialog', { name: 'Detalle del plan' })).toBeVisible();
    await expect(firstView(page)).toHaveCount(0);
  });
});

test(
  'the profile tooltip opens (hover on desktop, tap on a phone), passes axe, and its link opens the profile modal',
  PHONE,
  async ({ page }) => {
    await firstViewSeen(page);
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible();
    const trigger = banner(page).getByRole('button', { name: '¿Cómo calculamos tu precio?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    if (isPhone(page)) await trigger.tap();
    else await trigger.hover();

    const tooltip = page.getByRole('dialog', { name: '¿Cómo calculamos tu precio?' });
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('Cada seguro muestra su precio desde');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await blockingViolations(page)).toEqual([]);

    await tooltip.getByRole('button', { name: 'Ingresar asegurados' }).click();
    const modal = page.getByRole('dialog', { name: '¿Quiénes serán asegurados?' });
    await expect(modal).toBeVisible();
    await expect(modal.locator('[data-slice="forms"]')).toBeVisible();
    await expect(tooltip).toBeHidden();
  },
);

test(
  'the banner profile form: folded behind Ingresar asegurados on a phone and fetched when opened; inline on desktop where configured',
  PHONE,
  async ({ page }) => {
    await firstViewSeen(page);
    const formsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(FORMS_ORIGIN)) formsRequests.push(request.url());
    });

    if (!isPhone(page)) {
      // EPS's banner leaves the form to the modal (homeCompare false); health policies carry it.
      await page.goto('/Comparar/EPS');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(banner(page).locator('[data-slice="forms"]')).toHaveCount(0);
      expect(formsRequests).toEqual([]);

      await page.goto('/Comparar/Polizas-de-Salud');
      const policies = banner(page, 'Encuentra la póliza de salud que te cubre');
      await expect(policies.locator('[data-slice="forms"]')).toBeVisible();
      await expect(policies.getByRole('button', { name: 'Calcular precios' })).toBeVisible();
      await expect(policies.getByRole('button', { name: 'Ingresar asegurados' })).toHaveCount(0);
      return;
    }

    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible();
    const toggle = banner(page).getByRole('button', { name: 'Ingresar asegurados' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(banner(page).locator('[data-slice="forms"]')).toHaveCount(0);
    expect(formsRequests).toEqual([]);

    await toggle.tap();
    const form = banner(page).locator('[data-slice="forms"]');
    await expect(form).toBeVisible();
    await expect(form.getByRole('button', { name: 'Calcular precios' })).toBeVisible();
    const collapse = banner(page).getByRole('button', { name: 'Contraer perfil' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(formsRequests.length).toBeGreaterThan(0);
    // The form fits the phone: nothing wider than the 375 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await collapse.tap();
    await expect(banner(page).getByRole('button', { name: 'Ingresar asegurados' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(form).toBeHidden();
  },
);
