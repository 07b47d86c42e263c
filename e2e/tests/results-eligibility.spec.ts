import { expect, test } from '../support/test';
import { blockingViolations } from '../support/axe';
import { firstViewSeen } from '../support/compare';
import { PHONE } from '../support/viewports';

// Plans the visitor cannot buy are never recommended (docs/product/results.md#cards): another EPS's complementary
// plans for an EPS member, plans for bigger companies for a small one, come after the others, apart and without a match.
const APART = 'Planes que no aplican para tu perfil';
const PROFILES = {
  colombia: { ingresodatos: true, cotizante: [{ edad: 34, sexo: 'Femenino', eps_actual: 'EPS101' }], cargas: [] },
  colectivo: { ingresodatos: true, cotizante: [{ edad: 40, sexo: 'Femenino' }], colectivo: { cantidadempleados: 12 } },
};

test.beforeEach(async ({ page }) => {
  await firstViewSeen(page);
  await page.addInitScript((profiles) => localStorage.setItem('V1.6_CO', JSON.stringify(profiles)), PROFILES);
});

test(
  "a Salud Andina member sees its plans first, and other EPSs' plans apart, for their members only",
  PHONE,
  async ({ page }) => {
    await page.goto('/Comparar/EPS');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const apart = page.getByRole('region', { name: APART });
    await expect(apart).toBeVisible();
    // Before the separate list: only Salud Andina's plans, each with its match.
    const first = cards.first();
    await expect(first.getByText('Salud Andina EPS', { exact: true })).toBeVisible();
    await expect(first.getByText(/^Coincide \d+% con tu perfil$/)).toBeVisible();
    const other = apart.getByRole('article').first();
    await expect(other.getByText(/^Solo para afiliados a (?!Salud Andina)/)).toBeVisible();
    await expect(apart.getByText(/Coincide/)).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
  },
);

test('a company of 12 sees the plans it can take first, and those for 15 or more employees apart', async ({ page }) => {
  await page.goto('/Comparar/Empresas');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // The second page ('Ver más resultados') holds the rest of the 27 company plans.
  const more = page.getByRole('button', { name: 'Ver más resultados' });
  await more.click();
  await expect(more).toHaveCount(0);
  const apart = page.getByRole('region', { name: APART });
  await expect(apart.getByRole('article').first()).toBeVisible();
  const minimums = async (within: ReturnType<typeof page.locator>) =>
    (await within.getByText(/^Plan para un mínimo de \d+ empleados/).allInnerTexts()).map((text) =>
      Number(/(\d+)/.exec(text)![1]),
    );
  expect((await minimums(apart)).every((minimum) => minimum > 12)).toBe(true);
  const all = await minimums(page.getByRole('main'));
  expect(all.filter((minimum) => minimum > 12)).toHaveLength((await minimums(apart)).length);
  await expect(apart.getByText(/Coincide/)).toHaveCount(0);
});
