import { expect, test } from '../support/test';
import { ALIADO, fetchJsonInPage, originOf } from '../support/partners';

const PARTNER = originOf(ALIADO);

test.describe('partner remote set (aliado: results, detail, forms; no content)', () => {
  test('the content remote is never fetched and its routes redirect to the default path', async ({ page }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).port));

    await page.goto(`${PARTNER}/Comparar/EPS`);
    await expect(page.getByTestId('partner-banner')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto(`${PARTNER}/QS-Blog`);
    await expect(page).not.toHaveURL(/QS-Blog/);
    await expect(page.getByRole('article').first()).toBeVisible();

    expect(origins.has('3004')).toBe(false);
    const registry = await fetchJsonInPage<{ remotes: Array<{ name: string }> }>(page, '/remotes.json');
    expect(registry.remotes.map((remote) => remote.name).sort()).toEqual(['detail', 'forms', 'results']);
  });

  test("results only show the partner's allowed organizations", async ({ page }) => {
    await page.goto(`${PARTNER}/Comparar/EPS`);
    await expect(page.getByRole('article').first()).toBeVisible();
    const partner = await fetchJsonInPage<{ data: { allowedOrganizations: number[] } }>(
      page,
      '/api/integration/iframe-subdomain?subdomain=aliado&hostname=aliado.localhost',
    );
    const allowed: number[] = partner.data.allowedOrganizations;
    const mainSite = await (
      await page.request.get('/api/insurance/compare/metadata?organizationTypes=EPS&take=100')
    ).json();
    const names = await page.locator('.qs-plan-card__org').allInnerTexts();
    const allowedNames = new Set(
      mainSite.data
        .filter((plan: { organization: { id: number } }) => allowed.includes(plan.organization.id))
        .map((plan: { organization: { displayName: string } }) => plan.organization.displayName),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(allowedNames.has(name)).toBe(true);
  });

  test('a plan of another organization does not exist on the partner site: the API answers 404 and the page falls back', async ({
    page,
  }) => {
    // docs/security.md#partner-restrictions: the API itself refuses it under the partner host, not only the page.
    const planAnswer = page.waitForResponse((response) => response.url().includes('/api/insurance/by-url'));
    await page.goto(`${PARTNER}/EPS/caribe-unido-eps/plan-arrecife`);
    const answer = await planAnswer;
    expect(answer.status()).toBe(404);
    expect(((await answer.json()) as { message: string }).message).toBe('No encontramos un plan con esa dirección');
    await expect(page).not.toHaveURL(/plan-arrecife/);
    await expect(page.getByText(/Arrecife/)).toHaveCount(0);
    // The main site still opens it.
    expect((await page.request.get('/api/insurance/by-url?url=/EPS/caribe-unido-eps/plan-arrecife')).status()).toBe(
      200,
    );
  });
});
