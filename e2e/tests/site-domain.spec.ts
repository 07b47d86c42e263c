import { expect, test, type Page } from '../support/test';
import { DOMAIN_SITE, SITE_ADDRESS, domainOrigin, startDomainSite, type DomainSite } from '../support/domain-site';
import { ALIADO, fetchJsonInPage, hexToRgb } from '../support/partners';
import { header } from '../support/shell';

// ADR 0010 (docs/adr/0010-site-domain.md): one setting, QS_SITE_DOMAIN, moves the whole site. A second site started with
// QS_SITE_DOMAIN=quieroseguro.test, visited on its own names (the `domain` project maps them to it).
const ALIADO_SITE = domainOrigin(ALIADO.subdomain);
const EVIL_SITE = domainOrigin('evil');
const CONTENT_MANIFEST = `http://${SITE_ADDRESS}:3004/mf-manifest.json`;
const RESULTS_MANIFEST = `http://${SITE_ADDRESS}:3001/mf-manifest.json`;
/** The first page of a freshly started site loads its slices cold, beside the suite's own site. */
const COLD = { timeout: 30_000 };

const banner = (page: Page) => header(page).getByTestId('partner-banner');
const canonical = (page: Page) => page.locator('link[rel="canonical"]');
/** Whether the page may read a cross-origin answer (the server sent CORS for its origin). */
const canRead = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    try {
      return (await fetch(address)).ok;
    } catch {
      return false;
    }
  }, url);

test.describe('the site on QS_SITE_DOMAIN=quieroseguro.test', () => {
  let site: DomainSite;
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    site = await startDomainSite();
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('the main site: its slices load from their own origins, no partner, canonical addresses on the domain', async ({
    page,
  }) => {
    const failed: string[] = [];
    // A request the next navigation cancels (a below-the-fold image of the home) is not a failure of the set-up.
    page.on(
      'requestfailed',
      (request) => request.failure()?.errorText !== 'net::ERR_ABORTED' && failed.push(request.url()),
    );

    await page.goto(`${DOMAIN_SITE}/`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(COLD);
    // The home's blocks (docs/product/content.md#home) fill in from the API after the title: they load on the domain too, and
    // leaving before they have would cancel their calls, which `failed` would count.
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, COLD);
    await expect(canonical(page)).toHaveAttribute('href', `${DOMAIN_SITE}/`);
    await expect(banner(page)).toHaveCount(0);

    await page.goto(`${DOMAIN_SITE}/Comparar/EPS`);
    await expect(page.getByRole('article').first()).toBeVisible(COLD);
    await expect(canonical(page)).toHaveAttribute('href', `${DOMAIN_SITE}/Comparar/EPS`);
    // Client-side navigation keeps it in step (the header's logo goes home).
    await header(page).getByRole('link', { name: 'QuieroSeguro, ir al inicio' }).click();
    await expect(canonical(page)).toHaveAttribute('href', `${DOMAIN_SITE}/`);

    const registry = await fetchJsonInPage<{ remotes: Array<{ name: string }> }>(page, '/remotes.json');
    expect(registry.remotes.map((remote) => remote.name).sort()).toEqual(['content', 'detail', 'forms', 'results']);
    // The browser reads the remotes' files: their servers answer CORS for the site's origin.
    expect(await canRead(page, CONTENT_MANIFEST)).toBe(true);
    expect(failed).toEqual([]);
  });

  test(`the partner on ${ALIADO.subdomain}.quieroseguro.test: banner, its slices and organizations only, its paths only`, async ({
    page,
  }) => {
    const ports = new Set<string>();
    page.on('request', (request) => ports.add(new URL(request.url()).port));

    await page.goto(`${ALIADO_SITE}/`);
    await expect(page).toHaveURL(`${ALIADO_SITE}${ALIADO.redirects.defaultPath}`);
    await expect(banner(page)).toBeVisible();
    const background = await banner(page).evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(background).toBe(
      `linear-gradient(90deg, ${hexToRgb(ALIADO.subdomainBanner.color)}, ${hexToRgb(ALIADO.subdomainBanner.endGradient)})`,
    );
    await expect(page).toHaveTitle(ALIADO.SEOMetadata.title);

    // Only the partner's organizations, as the API scopes them by the partner's host name on this domain.
    await expect(page.getByRole('article').first()).toBeVisible(COLD);
    const names = await page.locator('.qs-plan-card__org').allInnerTexts();
    const mainSite = await page.evaluate(
      async (url) => (await fetch(url, { headers: { accept: 'application/json' } })).json(),
      '/api/insurance/compare/metadata?organizationTypes=EPS&take=100',
    );
    const lookup = await fetchJsonInPage<{ data: { allowedOrganizations: number[] } }>(
      page,
      `/api/integration/iframe-subdomain?subdomain=${ALIADO.subdomain}&hostname=${ALIADO.subdomain}.quieroseguro.test`,
    );
    expect(lookup.data.allowedOrganizations).toEqual(ALIADO.allowedOrganizations);
    const allowed = new Set(
      (mainSite.data as Array<{ organization: { id: number; displayName: string } }>)
        .filter((plan) => ALIADO.allowedOrganizations.includes(plan.organization.id))
        .map((plan) => plan.organization.displayName),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(allowed.has(name)).toBe(true);

    // A slice it may not load: the server sends the visitor to the default path; the remote is never fetched.
    await page.goto(`${ALIADO_SITE}/QS-Blog`);
    await expect(page).toHaveURL(`${ALIADO_SITE}${ALIADO.redirects.defaultPath}`);
    await expect(page.getByRole('article').first()).toBeVisible(COLD);
    expect(ports.has('3004')).toBe(false);
    const registry = await fetchJsonInPage<{ remotes: Array<{ name: string }> }>(page, '/remotes.json');
    expect(registry.remotes.map((remote) => remote.name).sort()).toEqual([...ALIADO.allowedRemotes].sort());
    // Its canonical address is the main site's page.
    await expect(canonical(page)).toHaveAttribute('href', `${DOMAIN_SITE}${ALIADO.redirects.defaultPath}`);
    // A remote's server answers CORS for a partner the API knows.
    expect(await canRead(page, RESULTS_MANIFEST)).toBe(true);
  });

  test('a subdomain nobody configured is no partner, and the browser may not read its slices', async ({ page }) => {
    await page.goto(`${EVIL_SITE}/Comparar/EPS`);
    await expect(header(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // The main site's registry (and CSP) on that name, but the remote's server answers it no CORS.
    expect(await canRead(page, RESULTS_MANIFEST)).toBe(false);
  });

  test('CORS of the remotes and the API: the site and its real partners only', async ({ request }) => {
    const allowedBy = async (url: string, origin: string) =>
      (await request.get(url, { headers: { origin } })).headers()['access-control-allow-origin'];
    for (const url of [RESULTS_MANIFEST, `http://${SITE_ADDRESS}:4000/api/menu`]) {
      for (const origin of [DOMAIN_SITE, ALIADO_SITE, domainOrigin('cooperativa')])
        expect(await allowedBy(url, origin), `${origin} on ${url}`).toBe(origin);
      for (const origin of [
        EVIL_SITE,
        'http://localhost:3000',
        `http://${ALIADO.subdomain}.localhost:3000`,
        `https://${ALIADO.subdomain}.quieroseguro.test`,
      ]) {
        expect(await allowedBy(url, origin), `${origin} on ${url}`).toBeUndefined();
      }
    }
  });
});
