import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { ALIADO, originOf } from '../support/partners';

const HINT = 'Elige mínimo 2 seguros para compararlos';
const TITLE = '🥊 Comparación de seguros';

const bar = (page: Page) => page.getByRole('region', { name: 'Comparador de planes' });
const slots = (page: Page) => bar(page).getByRole('listitem');
const compareButton = (page: Page) => bar(page).getByRole('button', { name: 'Comparar', exact: true });
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name: `Comparar ${name}`, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: TITLE });

interface Card {
  id: number;
  displayName: string;
  insuranceMetadata: { metadata: { protection?: string } };
}

/** The EPS plans in the order the results page shows them (the same call the page makes). */
const epsPlans = async (page: Page): Promise<Card[]> => {
  const answer = await page.request.get('/api/insurance/compare/metadata?organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS&page=1&take=20');
  return ((await answer.json()) as { data: Card[] }).data;
};

/** Collects compare/changed payloads from the page's bus (@qs/shared keeps it on globalThis). */
const listenToCompareBus = (page: Page) =>
  page.evaluate(() => {
    const holder = globalThis as unknown as Record<symbol, { on: (name: string) => { subscribe: (next: (payload: { planIds: number[] }) => void) => void } }> & { compareEvents?: number[][] };
    holder.compareEvents = [];
    holder[Symbol.for('qs.eventBus')]!.on('compare/changed').subscribe(({ planIds }) => holder.compareEvents!.push(planIds));
  });
const compareEvents = (page: Page) => page.evaluate(() => (globalThis as { compareEvents?: number[][] }).compareEvents);

test.describe('compare on desktop', () => {
  // The mobile project runs this file for its phone block; the desktop project covers this one.
  test.skip(({ isMobile }) => isMobile, 'desktop only: the phone has no compare checkboxes');

  test('up to 3 plans fill the bar in order; the 4th box is disabled; removing shifts; the set is in the URL and on the bus', async ({ page }) => {
    const [a, b, c, d] = await epsPlans(page);
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(bar(page)).toBeHidden();
    await listenToCompareBus(page);
    // Choosing plans changes the query, but it is not a new search: the results are not asked again.
    let resultCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/insurance/compare/metadata')) resultCalls += 1;
    });

    await checkbox(page, a!.displayName).check();
    await expect(slots(page)).toHaveCount(3);
    await expect(slots(page).first()).toContainText(a!.displayName);
    await expect(bar(page).getByText(HINT)).toBeVisible();
    await expect(compareButton(page)).toBeDisabled();

    await checkbox(page, b!.displayName).check();
    await checkbox(page, c!.displayName).check();
    await expect(checkbox(page, d!.displayName)).toBeDisabled();
    await expect(bar(page).getByText(HINT)).toBeHidden();
    await expect(compareButton(page)).toBeEnabled();
    await expect(slots(page).nth(0)).toContainText(a!.displayName);
    await expect(slots(page).nth(1)).toContainText(b!.displayName);
    await expect(slots(page).nth(2)).toContainText(c!.displayName);
    await expect(slots(page).nth(2)).toContainText('/mes');
    await expect(page).toHaveURL(new RegExp(`comparar=${a!.id}%2C${b!.id}%2C${c!.id}$`));

    await bar(page).getByRole('button', { name: `Quitar ${a!.displayName} de la comparación` }).click();
    await expect(slots(page).nth(0)).toContainText(b!.displayName);
    await expect(slots(page).nth(1)).toContainText(c!.displayName);
    await expect(slots(page).nth(2)).toHaveText('Espacio libre para un plan');
    await expect(checkbox(page, a!.displayName)).not.toBeChecked();
    await expect(checkbox(page, d!.displayName)).toBeEnabled();

    await checkbox(page, b!.displayName).uncheck();
    await expect(bar(page).getByText(HINT)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`comparar=${c!.id}$`));
    expect(await compareEvents(page)).toEqual([[a!.id], [a!.id, b!.id], [a!.id, b!.id, c!.id], [b!.id, c!.id], [c!.id]]);

    await checkbox(page, c!.displayName).uncheck();
    await expect(bar(page)).toBeHidden();
    expect(resultCalls).toBe(0);
  });

  test('the modal is loaded on first open, passes axe, hides equal rows with Solo diferencias, and a link reproduces it', async ({ page, browser }) => {
    // Three plans covering the same area, so that 'Solo diferencias' has an equal row to hide.
    const plans = (await epsPlans(page)).filter((plan) => plan.insuranceMetadata.metadata.protection === 'Colombia').slice(0, 3);
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible();
    for (const plan of plans) await checkbox(page, plan.displayName).check();
    await expect(slots(page).nth(2)).toContainText(plans[2]!.displayName);

    // Reserved room: scrolled to the end, the bar covers nothing of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await page.evaluate(() => {
      const barTop = document.querySelector('section[aria-label="Comparador de planes"]')!.getBoundingClientRect().top;
      const footer = document.querySelector('footer')!.getBoundingClientRect().bottom;
      return footer - barTop;
    });
    expect(covered).toBeLessThanOrEqual(1);

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await compareButton(page).click();
    await expect(dialog(page)).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/comparacion=1/);

    const headers = dialog(page).getByRole('columnheader');
    await expect(headers).toHaveCount(3);
    for (const [index, plan] of plans.entries()) {
      await expect(headers.nth(index)).toContainText(plan.displayName);
      await expect(headers.nth(index).getByRole('link', { name: `Solicitar ${plan.displayName}` })).toHaveAttribute('target', '_blank');
    }
    const rows = dialog(page).getByRole('rowheader');
    await expect(rows).toHaveText(['Área de protección', 'Beneficio máximo anual', 'Deducible', 'Porcentaje de cobertura', 'Coberturas incluidas', 'Detalle del plan']);
    await expect(dialog(page).getByRole('link', { name: `Ver detalle ${plans[0]!.displayName}` })).toHaveAttribute('target', '_blank');
    expect(await blockingViolations(page)).toEqual([]);

    // Escape closes it and gives focus back to 'Comparar'; it opens again from there.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(compareButton(page)).toBeFocused();
    await expect(page).not.toHaveURL(/comparacion/);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/comparacion=1/);

    // The three plans are all covered in Colombia: that row is equal and goes away.
    const onlyDifferences = dialog(page).getByRole('switch', { name: 'Solo diferencias' });
    await onlyDifferences.click();
    await expect(onlyDifferences).toHaveAttribute('aria-checked', 'true');
    await expect(dialog(page).getByRole('rowheader', { name: 'Área de protección' })).toBeHidden();
    await expect(dialog(page).getByRole('rowheader', { name: 'Detalle del plan' })).toBeVisible();

    // Someone else opening the link sees the same comparison.
    const link = page.url();
    const someoneElse = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const other = await someoneElse.newPage();
    await other.goto(link);
    await expect(dialog(other).getByRole('columnheader')).toHaveText(plans.map((plan) => new RegExp(plan.displayName)));
    await someoneElse.close();

    await page.reload();
    await expect(dialog(page).getByRole('columnheader')).toHaveCount(3);
    await dialog(page).getByRole('button', { name: 'Cerrar comparación' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/comparacion/);
    await page.reload();
    await expect(slots(page).nth(2)).toContainText(plans[2]!.displayName);
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe('compare on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('no checkboxes, but a compare link shows the bar and the modal, which scrolls sideways', async ({ page }) => {
    const [a, b] = await epsPlans(page);
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Comparar / })).toHaveCount(0);

    await page.goto(`/Comparar/EPS?comparar=${a!.id},${b!.id}`);
    await expect(slots(page).nth(1)).toContainText(b!.displayName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await bar(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);

    await compareButton(page).click();
    await expect(dialog(page).getByRole('columnheader')).toHaveCount(2);
    const table = dialog(page).getByRole('region', { name: 'Tabla de comparación' });
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});

test.describe('compare on a partner site', () => {
  const PARTNER = originOf(ALIADO);
  test.skip(({ isMobile }) => isMobile, 'the desktop project covers it');

  test("the hint says 'planes' and plans of other organizations are dropped from a link", async ({ page }) => {
    const plans = await epsPlans(page);
    const allowed = plans.find((plan) => ALIADO.allowedOrganizations.includes((plan as Card & { organization: { id: number } }).organization.id))!;
    const other = plans.find((plan) => !ALIADO.allowedOrganizations.includes((plan as Card & { organization: { id: number } }).organization.id))!;
    await page.goto(`${PARTNER}/Comparar/EPS?comparar=${other.id},${allowed.id}`);
    await expect(slots(page).first()).toContainText(allowed.displayName);
    await expect(bar(page).getByText('Elige mínimo 2 planes para compararlos')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`comparar=${allowed.id}$`));
  });
});
