import { expect, test } from '../support/test';
import { blockingViolations } from '../support/axe';
import { bar, dialog, slots } from '../support/compare';

// docs/product/results.md#cards, #compare-banner, #comparison-bar, #comparison-modal and docs/product/detail.md#plan-facts,
// #exclusions: what a visitor reads of a plan while comparing and on its page.
test.describe('plan facts while comparing and on the plan page', () => {
  test("the banner lists the comparator's categories; a card names its modality; the bar shows offers", async ({
    page,
  }) => {
    await page.goto('/Comparar/EPS?comparar=1002,1001');
    const categories = page.getByRole('navigation', { name: 'Categorías de Planes complementarios de EPS' });
    await expect(categories.getByRole('link')).toHaveText([
      'Salud Andina EPS',
      'Horizonte Salud EPS',
      'Cordillera EPS',
      'Caribe Unido EPS',
    ]);
    await expect(categories.getByRole('link', { name: 'Cordillera EPS' })).toHaveAttribute(
      'href',
      '/EPS/cordillera-eps',
    );

    // Every card names its modality in words.
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    await expect(cards.filter({ hasText: /Modalidad: (Libre elección|Prestador Preferente|Red cerrada)/ })).toHaveCount(
      count,
    );
    await expect(cards.filter({ hasText: 'Modalidad: Prestador Preferente' }).first()).toBeVisible();

    // Plan Oro's exhausted welcome kit is no offer to compare by; Plata has none.
    await expect(slots(page).nth(0)).toContainText('Oferta: 10% de descuento');
    await expect(slots(page).nth(0)).not.toContainText('Kit de bienvenida');
    await expect(slots(page).nth(1)).toContainText('Plan Complementario Plata');
    await expect(slots(page).nth(1)).not.toContainText('Oferta');
    expect(await blockingViolations(page, { within: '.qs-banner' })).toEqual([]);
    expect(await blockingViolations(page, { within: '.qs-compare-bar' })).toEqual([]);
  });

  test("the comparison names a worldwide plan's protection 'Todo el Mundo'", async ({ page }) => {
    await page.goto('/Comparar/Polizas-de-Salud?comparar=2016,2002&comparacion=1');
    const table = dialog(page).getByRole('table');
    const protection = table.getByRole('row').filter({ hasText: 'Área de protección' });
    await expect(protection).toContainText('Todo el Mundo');
    await expect(protection).toContainText('Mundial con excepciones');
    await expect(bar(page)).toBeVisible();
  });

  test('the plan page has its facts and its exclusions apart from the coverages; a plan without any says so', async ({
    page,
  }) => {
    await page.goto('/Seguros/seguros-condor/poliza-salud-internacional');
    const facts = page.getByRole('region', { name: 'Ficha del plan' });
    await expect(facts).toContainText('ModalidadLibre elección');
    await expect(facts).toContainText('Área de protecciónTodo el Mundo');
    await expect(facts).toContainText('Cobertura de partoCon cobertura de parto');

    const exclusions = page.getByRole('region', { name: 'Exclusiones' });
    await expect(exclusions.getByRole('heading', { level: 2, name: 'Exclusiones' })).toBeVisible();
    await expect(exclusions.getByRole('listitem').first()).toContainText('fines estéticos');
    expect(await exclusions.getByRole('listitem').count()).toBeGreaterThan(3);
    expect(await blockingViolations(page, { within: '.qs-exclusions' })).toEqual([]);

    await page.goto('/Seguros/seguros-condor/seguro-obligatorio-covid');
    await expect(page.getByRole('region', { name: 'Exclusiones' })).toContainText(
      'Este plan no tiene exclusiones destacadas.',
    );
    // Childbirth means nothing for mandatory Covid insurance: its facts leave it out.
    await expect(page.getByRole('region', { name: 'Ficha del plan' })).not.toContainText('Cobertura de parto');
  });
});
