import { expect, test, type Page } from '../support/test';
import { PHONE } from '../support/viewports';

// Runs in the desktop (1280 px) and mobile (375 px) projects: the same card, two layouts.
const ORO = 'Plan Complementario Oro';
const ORO_ID = 1002;

const resumeRequests = (page: Page): number[] => {
  const ids: number[] = [];
  page.on('request', (request) => {
    const match = /\/api\/insurance\/coverages\/(\d+)\/resume/.exec(request.url());
    if (match) ids.push(Number(match[1]));
  });
  return ids;
};

test(
  'a card on /Comparar/EPS shows badges, tags, stars, price, links, then its benefits and offers once seen',
  PHONE,
  async ({ page }) => {
    await page.goto('/Comparar/EPS');
    const card = page.getByRole('article', { name: ORO });
    await expect(card).toBeVisible();
    const badges = card.getByRole('list', { name: 'Distintivos del plan' });
    for (const badge of ['Salud para personas', 'Destacado', 'Popular', 'Oferta'])
      await expect(badges.getByText(badge, { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Coberturas principales' }).getByRole('listitem')).toHaveCount(2);
    await expect(card.getByRole('img', { name: 'Puntaje 4,3 de 5' })).toBeVisible();
    await expect(card.locator('.qs-plan-card__suffix')).toHaveText('/mes');
    await expect(card.getByText('Desde')).toBeVisible();
    await expect(card.getByRole('link', { name: `Solicitar ${ORO}` })).toHaveAttribute(
      'href',
      '/EPS/salud-andina-eps/plan-complementario-oro/Solicitar',
    );

    // The card fits the viewport (no sideways scrolling on a phone).
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await card.scrollIntoViewIfNeeded();
    const benefits = card.getByRole('list', { name: 'Beneficios' });
    await expect(benefits.getByRole('img').first()).toBeVisible();
    await expect(benefits.getByRole('img')).toHaveCount(4);
    await expect(benefits.getByText(/^\+\d+$/)).toBeVisible();
    const offers = card.getByRole('list', { name: 'Ofertas' });
    await expect(offers.getByText('10% de descuento').first()).toBeVisible();
    await expect(offers.getByRole('listitem').filter({ hasText: 'Kit de bienvenida' })).toContainText(
      'Promoción agotada',
    );
  },
);

test("a failed coverage request shows that card's error panel; 'Reintentar' asks for that plan only", async ({
  page,
}) => {
  let fail = true;
  await page.route(`**/api/insurance/coverages/${ORO_ID}/resume*`, (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Falla"}' })
      : route.continue(),
  );
  const requested = resumeRequests(page);
  await page.goto('/Comparar/EPS');
  const card = page.getByRole('article', { name: ORO });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('Error al cargar resultados')).toBeVisible();
  await expect(
    card.getByText('No fue posible cargar los resultados. Verifica tu conexión a internet e inténtalo nuevamente'),
  ).toBeVisible();
  // Other cards seen at the same time loaded their benefits: only this one failed.
  await expect(page.getByText('Error al cargar resultados')).toHaveCount(1);

  fail = false;
  const before = [...requested];
  await card.getByRole('button', { name: 'Reintentar' }).click();
  await expect(card.getByRole('list', { name: 'Beneficios' }).getByRole('img').first()).toBeVisible();
  await expect(card.getByText('Error al cargar resultados')).toHaveCount(0);
  const after = requested.slice(before.length);
  expect(after.filter((id) => id === ORO_ID)).toHaveLength(1);
  // No plan that had already answered was asked again.
  expect(after.filter((id) => id !== ORO_ID && before.includes(id))).toEqual([]);
});

test('on /Comparar/Empresas a collective card states its minimum of employees, and every card is priced per employee', async ({
  page,
}) => {
  // Seguros Cóndor (organization 11) only: both of its collective plans on one page.
  await page.goto('/Comparar/Empresas?companias=11');
  const card = page.getByRole('article', { name: 'Colectivo Corporativo Cóndor' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('list', { name: 'Distintivos del plan' }).getByText('Salud para empresas')).toBeVisible();
  await expect(card.getByText('Plan para un mínimo de 50 empleados')).toBeVisible();
  // No company size given: nothing is said about the visitor's company (docs/product/results.md#cards), and no total.
  await expect(card.getByText(/Tu empresa/)).toHaveCount(0);
  await expect(card.getByText(/Total para/)).toHaveCount(0);
  // Quoted as a Total by its insurer, shown per employee as every company plan is.
  await expect(card.locator('.qs-plan-card__suffix')).toHaveText('/mes p/empl.');
  const perEmployee = page.getByRole('article', { name: 'Colectivo Pyme Cóndor' });
  await expect(perEmployee.locator('.qs-plan-card__suffix')).toHaveText('/mes p/empl.');
  await expect(perEmployee.getByText('Plan para un mínimo de 5 empleados')).toBeVisible();
  await expect(perEmployee.getByText(/menos del mínimo/)).toHaveCount(0);
});

test("/Comparar/Empresas for a company of 60: one basis on every card, the company's total beside it, and 'Mayor precio' by that basis", async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'V1.6_CO',
      JSON.stringify({
        colectivo: {
          ingresodatos: true,
          cotizante: [{ edad: 40, sexo: 'Femenino' }],
          colectivo: { cantidadempleados: 60 },
        },
      }),
    ),
  );
  await page.goto('/Comparar/Empresas?orden=higherPrice');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByText('Precio para tu perfil')).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(5);
  const amounts: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    await expect(card.locator('.qs-plan-card__suffix')).toHaveText('/mes p/empl.');
    const amount = Number((await card.locator('.qs-plan-card__amount').innerText()).replace(/\D/g, ''));
    amounts.push(amount);
    const total = new Intl.NumberFormat('es-CO').format(amount * 60);
    await expect(card.getByText(/^Total para 60 empleados:/)).toBeVisible();
    expect((await card.getByText(/^Total para 60 empleados:/).innerText()).replace(/\s+/g, ' ')).toBe(
      `Total para 60 empleados: $ ${total} /mes`,
    );
  }
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
});
