import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { ALIADO, COOPERATIVA, originOf } from '../support/partners';
import { header, pageSettled } from '../support/shell';

// docs/conventions.md#tests: axe (WCAG 2.1 A/AA) finds no serious or critical violation on any kind of page the site
// has, the partners' included, once the page has settled (no placeholder left in view). The open states
// (menus, dialogs, forms with errors) are checked where they are driven: shell-accessibility, results-*,
// forms-*, detail-* specs; this sweep adds the pages no other spec checks, and the user-mode panel.

interface ApiPlan {
  url: string;
  insuranceType: { name: string };
}

/** One plan page of each insurance type, as the API lists them (the catalogue may change). */
const onePlanOfEachType = async (request: APIRequestContext): Promise<string[]> => {
  const answer = await request.post('/api/insurance/compare/metadata', {
    data: { organizationTypes: ['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS'], take: 100, page: 1 },
  });
  const plans = ((await answer.json()) as { data: ApiPlan[] }).data;
  const byType = new Map<string, string>();
  for (const plan of plans) if (!byType.has(plan.insuranceType.name)) byType.set(plan.insuranceType.name, plan.url);
  return [...byType.values()];
};

/** The page has its heading and nothing in view is still loading (cards below the fold load when scrolled to). */
const settled = async (page: Page) => {
  await pageSettled(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect
    .poll(
      () =>
        main.evaluate(
          (area) =>
            [...area.querySelectorAll('[aria-busy="true"]')].filter((element) => {
              const { top, bottom } = element.getBoundingClientRect();
              return bottom >= 0 && top <= window.innerHeight;
            }).length,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);
};

const MAIN_SITE = [
  '/',
  '/Comparar/EPS',
  '/Comparar/Polizas-de-Salud',
  '/Comparar/Medicina-Prepagada',
  '/Comparar/Empresas',
  '/EPS',
  '/EPS/salud-andina-eps',
  '/Clinicas-y-Hospitales',
  '/QS-Blog',
  '/QS-Blog/como-cambiarse-de-eps',
  '/contacto',
  '/Portal-clientes',
  '/Sitemap-Products',
  '/Partners-y-Alianzas',
  '/politica-de-tratamiento-de-datos',
  '/Referidos-EPS',
  '/Compra-Online/EPS101-ORO',
  '/not-found',
];

for (const path of MAIN_SITE) {
  test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('axe: no serious or critical violation on a plan page of each insurance type, and on its price tab', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const plans = await onePlanOfEachType(page.request);
  expect(plans.length).toBeGreaterThanOrEqual(5);
  for (const plan of plans) {
    await page.goto(plan);
    await settled(page);
    expect(await blockingViolations(page), plan).toEqual([]);
  }
  await page.getByRole('tab', { name: 'Detalle de Precio' }).click();
  await expect(page.getByRole('tab', { name: 'Detalle de Precio' })).toHaveAttribute('aria-selected', 'true');
  expect(await blockingViolations(page)).toEqual([]);
});

for (const [partner, paths] of [
  [ALIADO, ['/Comparar/EPS', '/EPS/salud-andina-eps/plan-complementario-oro', '/contacto']],
  [COOPERATIVA, ['/', '/Comparar/EPS', '/QS-Blog']],
] as const) {
  test(`axe: no serious or critical violation on ${partner.subdomain}'s pages (its colours, logo and footer)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const path of paths) {
      await page.goto(`${originOf(partner)}${path}`);
      await settled(page);
      expect(await blockingViolations(page), `${partner.subdomain}${path}`).toEqual([]);
    }
  });
}

test('axe: no serious or critical violation with the internal-traffic panel open', async ({ page }) => {
  await page.goto('/?internal-traffic=true');
  await settled(page);
  const banner = page
    .getByRole('complementary', { name: 'Modo de usuario' })
    .getByRole('button', { name: 'Tráfico Interno' });
  await banner.click();
  const panel = page.getByRole('dialog', { name: 'Modo de usuario' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('switch', { name: /Tráfico interno/ })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(banner).toBeFocused();
  await expect(header(page)).toBeVisible();
});
