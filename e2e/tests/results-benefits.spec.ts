import comparatorFixtures from '../../api/src/fixtures/content/comparators.json';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { observeShifts, settled, shiftsOf, total } from '../support/layout-shift';
import { navigateInApp } from '../support/navigation';
import { ALIADO, originOf } from '../support/partners';

// Below the results: the comparator's reviews and its own benefits (docs/product/results.md#comparator-benefits,
// #comparator-reviews), on the built site against the real API: in the server's HTML, hydrated without asking
// again, no layout shift, no serious axe violation, nothing for a comparator without benefits, the same on a partner's site.
const CLS_BUDGET = 0.02;

interface Expected {
  slug: string;
  heading: string;
  benefits: { title: string; description: string }[];
  score: string;
  count: string;
}

const expectedOf = (slug: string, heading: string, score: string, count: string): Expected => {
  const comparator = comparatorFixtures.comparators.find((entry) => entry.slug === slug)!;
  return {
    slug,
    heading,
    benefits: comparator.benefits.filter((benefit) => benefit.isActive),
    score,
    count,
  };
};

const EPS = expectedOf('EPS', 'Beneficios de comparar planes complementarios de EPS', '8,7', '1.284 reseñas');
// Empresas has no review yet: the default score.
const EMPRESAS = expectedOf('Empresas', 'Beneficios de comparar seguros para tu empresa', '6,2', 'Aún sin reseñas');

const benefitsOf = (page: Page, heading: string) => page.getByRole('region', { name: heading });
const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Opiniones de quienes compararon' });

const expectShown = async (page: Page, expected: Expected) => {
  const section = benefitsOf(page, expected.heading);
  await expect(section.getByRole('heading', { level: 2, name: expected.heading })).toBeVisible();
  const items = section.getByRole('list').getByRole('listitem');
  await expect(items).toHaveCount(expected.benefits.length);
  for (const [index, benefit] of expected.benefits.entries()) {
    await expect(items.nth(index).getByRole('heading', { level: 3 })).toHaveText(benefit.title);
    await expect(items.nth(index)).toContainText(benefit.description);
  }
  const reviews = reviewsOf(page);
  await expect(reviews.getByRole('img', { name: `Calificación ${expected.score} de 10` })).toHaveText(
    `${expected.score}/10`,
  );
  await expect(reviews).toContainText(expected.count);
};

/** The first HTML of `path` as the server sends it, on the main site or on a partner's (`host`, asked by address). */
const htmlOf = async (request: APIRequestContext, path: string, host?: string) => {
  const response = await request.get(host ? `http://127.0.0.1:3000${path}` : path, host ? { headers: { host } } : {});
  expect(response.status(), path).toBe(200);
  return response.text();
};

const expectInHtml = (html: string, expected: Expected) => {
  expect(html).toContain(expected.heading);
  for (const benefit of expected.benefits) expect(html).toContain(benefit.title);
  expect(html).toContain(`Calificación ${expected.score} de 10`);
  expect(html).toContain(expected.count);
  // The answers are carried in the page, so hydration asks nothing.
  expect(html).toContain(`"comparator-benefits:${expected.slug}"`);
  expect(html).toContain(`"comparator-reviews:${expected.slug}"`);
};

/** Requests the browser makes for a comparator's benefits or reviews. */
const countInfoRequests = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/comparator\/[^/]+\/(benefits|reviews)/.test(request.url())) asked.push(request.url());
  });
  return asked;
};

for (const expected of [EPS, EMPRESAS]) {
  test(`/Comparar/${expected.slug} shows its reviews and benefits below the results, from the server's HTML on`, async ({
    page,
    request,
  }) => {
    expectInHtml(await htmlOf(request, `/Comparar/${expected.slug}`), expected);
    const asked = countInfoRequests(page);
    await observeShifts(page);
    await page.goto(`/Comparar/${expected.slug}`);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectShown(page, expected);
    await settled(page);
    const shifts = await shiftsOf(page);
    expect(total(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(CLS_BUDGET);
    // Hydrated from the page's data: the browser did not ask again.
    expect(asked).toEqual([]);
    // Below the list: after the last plan card.
    const lastCard = await page.getByRole('main').getByRole('article').last().boundingBox();
    const section = await benefitsOf(page, expected.heading).boundingBox();
    expect(section!.y).toBeGreaterThan(lastCard!.y);
    await benefitsOf(page, expected.heading).scrollIntoViewIfNeeded();
    expect(await blockingViolations(page, { within: '.qs-comparator-info' })).toEqual([]);
  });
}

test('a comparator without benefits shows no section, its reviews still; while loading both hold their place', async ({
  page,
}) => {
  await page.goto('/Comparar/EPS');
  await expectShown(page, EPS);
  // Another comparator reached inside the site: the browser asks, and here the API has only an inactive benefit.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/comparator/Medicina-Prepagada/benefits*', async (route) => {
    await released;
    await route.fulfill({
      json: { data: [{ isActive: false, title: 'Devolución en efectivo', description: 'En pausa.', icon: 'money' }] },
    });
  });
  await navigateInApp(page, '/Comparar/Medicina-Prepagada');
  await expect(page.getByRole('heading', { level: 1, name: 'Medicina prepagada' })).toBeVisible();
  const placeholder = page.locator('.qs-comparator-benefits--loading[aria-busy="true"]');
  await expect(placeholder).toHaveCount(1);
  expect((await placeholder.boundingBox())!.height).toBeGreaterThan(100);
  release();
  await expect(reviewsOf(page).getByRole('img', { name: 'Calificación 8,9 de 10' })).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Beneficios de comparar/ })).toHaveCount(0);
  await expect(page.getByText('Devolución en efectivo')).toHaveCount(0);
});

test("on a partner's site the section and the reviews are the same, in its server's HTML too", async ({
  page,
  request,
}) => {
  expectInHtml(await htmlOf(request, '/Comparar/EPS', `${ALIADO.subdomain}.localhost:3000`), EPS);
  await page.goto(`${originOf(ALIADO)}/Comparar/EPS`);
  await expectShown(page, EPS);
  await benefitsOf(page, EPS.heading).scrollIntoViewIfNeeded();
  expect(await blockingViolations(page, { within: '.qs-comparator-info' })).toEqual([]);
});
