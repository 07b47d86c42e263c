import { expect, test } from '../support/test';
import { blockingViolations } from '../support/axe';
import { ALIADO, originOf } from '../support/partners';
import {
  HINT,
  bar,
  slots,
  compareButton,
  checkbox,
  dialog,
  epsPlans,
  listenToCompareBus,
  compareEvents,
  type Card,
} from '../support/compare';

// Checkboxes exist on desktop only (≥ 992 px): the mobile project leaves *.desktop.spec.ts out.
test.describe('compare on desktop', () => {
  test('up to 3 plans fill the bar in order; the 4th box is disabled; removing shifts; the set is in the URL and on the bus', async ({
    page,
  }) => {
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

    await bar(page)
      .getByRole('button', { name: `Quitar ${a!.displayName} de la comparación` })
      .click();
    await expect(slots(page).nth(0)).toContainText(b!.displayName);
    await expect(slots(page).nth(1)).toContainText(c!.displayName);
    await expect(slots(page).nth(2)).toHaveText('Espacio libre para un plan');
    await expect(checkbox(page, a!.displayName)).not.toBeChecked();
    await expect(checkbox(page, d!.displayName)).toBeEnabled();

    await checkbox(page, b!.displayName).uncheck();
    await expect(bar(page).getByText(HINT)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`comparar=${c!.id}$`));
    expect(await compareEvents(page)).toEqual([
      [a!.id],
      [a!.id, b!.id],
      [a!.id, b!.id, c!.id],
      [b!.id, c!.id],
      [c!.id],
    ]);

    await checkbox(page, c!.displayName).uncheck();
    await expect(bar(page)).toBeHidden();
    expect(resultCalls).toBe(0);
  });

  test('the modal is loaded on first open, passes axe, hides equal rows with Solo diferencias, and a link reproduces it', async ({
    page,
    browser,
  }) => {
    // Three plans covering the same area, so that 'Solo diferencias' has an equal row to hide.
    const plans = (await epsPlans(page))
      .filter((plan) => plan.insuranceMetadata.metadata.protection === 'Colombia')
      .slice(0, 3);
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
      await expect(headers.nth(index).getByRole('link', { name: `Solicitar ${plan.displayName}` })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    const rows = dialog(page).getByRole('rowheader');
    await expect(rows).toHaveText([
      'Área de protección',
      'Beneficio máximo anual',
      'Copago',
      'Porcentaje de cobertura',
      'Coberturas incluidas',
      'Detalle del plan',
    ]);
    await expect(dialog(page).getByRole('link', { name: `Ver detalle ${plans[0]!.displayName}` })).toHaveAttribute(
      'target',
      '_blank',
    );
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

test.describe('compare on a partner site', () => {
  const PARTNER = originOf(ALIADO);

  test("the hint says 'planes' and plans of other organizations are dropped from a link", async ({ page }) => {
    const plans = await epsPlans(page);
    const allowed = plans.find((plan) =>
      ALIADO.allowedOrganizations.includes((plan as Card & { organization: { id: number } }).organization.id),
    )!;
    const other = plans.find(
      (plan) =>
        !ALIADO.allowedOrganizations.includes((plan as Card & { organization: { id: number } }).organization.id),
    )!;
    await page.goto(`${PARTNER}/Comparar/EPS?comparar=${other.id},${allowed.id}`);
    await expect(slots(page).first()).toContainText(allowed.displayName);
    await expect(bar(page).getByText('Elige mínimo 2 planes para compararlos')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`comparar=${allowed.id}$`));
  });
});
