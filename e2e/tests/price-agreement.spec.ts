import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { firstViewSeen } from '../support/compare';

// docs/product/results.md#prices: one price per plan. For a sample of every kind of plan, the card, the plan header, the
// 'Detalle de Precio' tab, the 'Resumen de tu solicitud' box and the fixed bottom bar must show the same
// price — the one the API answers — before a profile is entered ('Desde', the plan's starting price) and
// after (the profile's price). The API side over the whole catalogue: api/src/compare/one-price.test.ts.

interface ApiPrice {
  minPrice: number;
  suffix: string;
  basis: 'from' | 'profile';
}
interface ApiCard {
  id: number;
  displayName: string;
  url: string;
  price: ApiPrice;
  organization: { id: number; metadata: { url: string } };
  insuranceType: { name: string };
  insuranceMetadata: { metadata: { price_detail: { label: string } } };
}

/** Where a plan's card is listed: its comparator filtered to its company (and type). */
const cardPage = (plan: ApiCard): string => {
  const company = `companias=${plan.organization.id}`;
  switch (plan.insuranceType.name) {
    case 'PLAN_COMPLEMENTARIO_EPS':
      return `/Comparar/EPS?${company}`;
    case 'MEDICINA_PREPAGADA':
      return `/Comparar/Medicina-Prepagada?${company}`;
    case 'SEGURO_COLECTIVO':
      return `/Comparar/Empresas?${company}`;
    case 'SEGURO_MASCOTAS':
      return `/Comparar/Seguros-Mascotas?${company}`;
    default:
      return `/Comparar/Polizas-de-Salud?tipos=${plan.insuranceType.name}&${company}`;
  }
};

// What the visitor says for each profile form: every kind of plan has something to be priced on.
const PROFILES = {
  colombia: {
    ingresodatos: true,
    cotizante: [{ edad: 40, sexo: 'Femenino' }],
    cargas: [{ edad: 8, sexo: 'Masculino', parentesco: 'Hijo' }],
  },
  colectivo: { ingresodatos: true, cotizante: [{ edad: 40, sexo: 'Femenino' }], colectivo: { cantidadempleados: 30 } },
  pets: { ingresodatos: true, mascota: [{ especie: 'Gato', raza: 'Criollo', edad: 5 }] },
};
const formOf = (plan: ApiCard): keyof typeof PROFILES =>
  plan.insuranceType.name === 'SEGURO_COLECTIVO'
    ? 'colectivo'
    : plan.insuranceType.name === 'SEGURO_MASCOTAS'
      ? 'pets'
      : 'colombia';

/** One plan of each line, plus one fixed plan (/EPS/horizonte-salud-eps/plan-total) and a company plan of each unit (Total, p/empl.). */
const samplePlans = async (request: APIRequestContext): Promise<ApiCard[]> => {
  const answer = await request.post('/api/insurance/compare/metadata', {
    data: { organizationTypes: ['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS'], take: 100, page: 1 },
  });
  const pages = [(await answer.json()) as { data: ApiCard[]; metaData: { pages: number } }];
  for (let page = 2; page <= pages[0]!.metaData.pages; page += 1) {
    const next = await request.post('/api/insurance/compare/metadata', {
      data: { organizationTypes: ['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS'], take: 100, page },
    });
    pages.push((await next.json()) as { data: ApiCard[]; metaData: { pages: number } });
  }
  const all = pages.flatMap((page) => page.data);
  const picks = new Map<string, ApiCard>();
  const named = all.find((plan) => plan.url === '/EPS/horizonte-salud-eps/plan-total');
  if (named) picks.set('named', named);
  for (const plan of all) {
    const unit =
      plan.insuranceType.name === 'SEGURO_COLECTIVO' ? plan.insuranceMetadata.metadata.price_detail.label : '';
    const key = `${plan.insuranceType.name}${unit}`;
    if (!picks.has(key)) picks.set(key, plan);
  }
  return [...picks.values()];
};

/** 'Desde' / 'Precio para tu perfil', the amount and the unit of the first price in a text, spaces normalised. */
const PRICE = /(Desde|Precio para tu perfil)?\s*\$\s*([\d.]+)\s*(\/mes p\/empl\.|\/mes Total|\/mes|\/año)/;
const priceIn = async (where: Locator, pattern = PRICE) => {
  const text = (await where.innerText()).replace(/\s+/g, ' ');
  const match = pattern.exec(text);
  return match
    ? { basis: match[1] ?? '', amount: match[2], suffix: match[3] }
    : { basis: '', amount: '', suffix: `(no price in "${text.slice(0, 120)}")` };
};
const expectedText = (price: ApiPrice) => ({
  basis: price.basis === 'profile' ? 'Precio para tu perfil' : 'Desde',
  amount: new Intl.NumberFormat('es-CO').format(price.minPrice),
  suffix: price.suffix,
});

const cardOf = async (page: Page, plan: ApiCard): Promise<Locator> =>
  page.getByRole('article', { name: plan.displayName, exact: true });

/** The prices the plan page shows: header, price tab (the profile's total row with a profile), summary, bar. */
const planPagePrices = async (page: Page, plan: ApiCard, withProfile: boolean) => {
  await page.goto(plan.url);
  const header = page
    .locator('header')
    .filter({ has: page.getByRole('heading', { level: 1, name: plan.displayName }) });
  const summary = page.getByRole('region', { name: 'Resumen de tu solicitud' });
  // With a profile the price is the visitor's own, shown once the page runs; on a loaded machine that can take a while.
  await expect(summary.getByText(withProfile ? 'Precio para tu perfil' : 'Desde')).toBeVisible({ timeout: 30_000 });
  // The header prices the profile with the page (after hydration); the summary may answer a moment before it.
  await expect(header.getByText(withProfile ? 'Precio para tu perfil' : 'Desde')).toBeVisible({ timeout: 30_000 });
  const fromHeader = await priceIn(header);
  const fromSummary = await priceIn(summary);

  // The bottom bar shows once the header has left the screen.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bar = page.getByRole('region', { name: 'Resumen del plan' });
  await expect(bar).toBeVisible({ timeout: 30_000 });
  const fromBar = await priceIn(bar);

  // The price tab, as the visitor opens it (its own address: /Detalle-de-Precio).
  await page.getByRole('tab', { name: 'Detalle de Precio' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`${plan.url}/Detalle-de-Precio`);
  let fromTab;
  if (withProfile) {
    const tab = page.getByRole('region', { name: 'Precio para tu perfil' });
    const total = tab.getByRole('row', { name: /^Total/ });
    await expect(total).toBeVisible({ timeout: 30_000 });
    fromTab = { ...(await priceIn(total)), basis: 'Precio para tu perfil' };
  } else {
    const tab = page.getByRole('region', { name: 'Detalle de precio' });
    await expect(tab.getByText('Desde')).toBeVisible({ timeout: 30_000 });
    fromTab = await priceIn(tab);
  }
  return { header: fromHeader, summary: fromSummary, bar: fromBar, tab: fromTab };
};

test.describe('one price per plan on every place that shows it (docs/product/results.md#prices)', () => {
  // Each sample opens the results or company page and two plan pages.
  test.setTimeout(300_000);

  test('before a profile: the starting price ("Desde") everywhere, with the unit the card shows', async ({
    page,
    request,
  }) => {
    await firstViewSeen(page);
    const samples = await samplePlans(request);
    expect(samples.map((plan) => plan.insuranceType.name)).toEqual(
      expect.arrayContaining([
        'PLAN_COMPLEMENTARIO_EPS',
        'SEGURO_INTEGRAL_GENERAL',
        'MEDICINA_PREPAGADA',
        'SEGURO_COLECTIVO',
        'SEGURO_MASCOTAS',
        'SEGURO_COVID',
        'SEGURO_DENTAL_GENERAL',
      ]),
    );
    for (const plan of samples) {
      const expected = expectedText(plan.price);
      expect(plan.price.basis).toBe('from');
      await page.goto(cardPage(plan));
      const card = await cardOf(page, plan);
      await expect(card).toContainText(expected.amount, { timeout: 30_000 });
      const shown = { card: await priceIn(card), ...(await planPagePrices(page, plan, false)) };
      expect({ plan: plan.url, shown }).toEqual({
        plan: plan.url,
        shown: { card: expected, header: expected, summary: expected, bar: expected, tab: expected },
      });
    }
  });

  test("after a profile: the profile's price everywhere, as the API prices it", async ({ page, request }) => {
    await firstViewSeen(page);
    await page.addInitScript((profiles) => localStorage.setItem('V1.6_CO', JSON.stringify(profiles)), PROFILES);
    const samples = await samplePlans(request);
    for (const plan of samples) {
      const answer = await request.post(`/api/insurance/${plan.id}/calculatePrice`, {
        data: { profile: PROFILES[formOf(plan)], productType: formOf(plan) },
      });
      const price = ((await answer.json()) as { data: { price: ApiPrice } }).data.price;
      expect({ plan: plan.url, basis: price.basis }).toEqual({ plan: plan.url, basis: 'profile' });
      const expected = expectedText(price);
      const shown: Record<string, unknown> = await planPagePrices(page, plan, true);
      // Every line has its comparator now (pets: /Comparar/Seguros-Mascotas), whose card shows the profile's price.
      await page.goto(cardPage(plan));
      const card = await cardOf(page, plan);
      await expect(card).toContainText('Precio para tu perfil', { timeout: 30_000 });
      await expect(card).toContainText(expected.amount);
      shown.card = await priceIn(card);
      expect({ plan: plan.url, shown }).toEqual({
        plan: plan.url,
        shown: { card: expected, header: expected, summary: expected, bar: expected, tab: expected },
      });
    }
  });
});
