import { expect, test, type Locator, type Page } from '../support/test';
import { ALIADO, COOPERATIVA, fetchJsonInPage, hexToRgb, originOf, type PartnerFixture } from '../support/partners';
import { footer, header, openMainMenu, pageSettled, shellReady } from '../support/shell';

const banner = (page: Page) => header(page).getByTestId('partner-banner');

test.describe('partner mode (aliado.localhost, cooperativa.localhost)', () => {
  for (const partner of [ALIADO, COOPERATIVA]) {
    test(`${partner.subdomain}: the banner has its colour fading to its end gradient, and / goes to its default path`, async ({
      page,
    }) => {
      await page.goto(`${originOf(partner)}/`);
      await expect(page).toHaveURL(`${originOf(partner)}${partner.redirects.defaultPath}`);
      await expect(banner(page)).toBeVisible();
      const background = await banner(page).evaluate((element) => getComputedStyle(element).backgroundImage);
      expect(background).toBe(
        `linear-gradient(90deg, ${hexToRgb(partner.subdomainBanner.color)}, ${hexToRgb(partner.subdomainBanner.endGradient)})`,
      );
    });

    test(`${partner.subdomain}: the header shows the partner's logo, not QuieroSeguro's, and no bell`, async ({
      page,
    }) => {
      await page.goto(`${originOf(partner)}${partner.redirects.defaultPath}`);
      const home = header(page).getByRole('link', { name: `${partner.name}, ir al inicio` });
      await expect(home).toBeVisible();
      await expect(home.locator('img')).toHaveJSProperty('complete', true);
      expect(await home.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expect(header(page).getByRole('link', { name: 'QuieroSeguro, ir al inicio' })).toHaveCount(0);
      await expect(header(page).getByRole('button', { name: /^Notificaciones/ })).toHaveCount(0);
    });
  }

  const DISALLOWED: Array<[PartnerFixture, string]> = [
    [ALIADO, '/Comparar/Medicina-Prepagada'],
    [ALIADO, '/Comparar/Empresas'],
    [ALIADO, '/QS-Blog'],
    [COOPERATIVA, '/Partners-y-Alianzas'],
    [COOPERATIVA, '/v1'],
  ];
  for (const [partner, path] of DISALLOWED) {
    test(`${partner.subdomain}: typing ${path} lands on the default path`, async ({ page }) => {
      await page.goto(`${originOf(partner)}${path}`);
      await expect(page).toHaveURL(`${originOf(partner)}${partner.redirects.defaultPath}`);
      await expect(page.getByRole('article').first()).toBeVisible();
    });
  }

  test('cooperativa may open its allowed blog, a slice aliado does not load', async ({ page }) => {
    await page.goto(`${originOf(COOPERATIVA)}/QS-Blog`);
    await expect(page.getByRole('heading', { level: 1, name: 'QS Blog' })).toBeVisible();
    await expect(page).toHaveURL(`${originOf(COOPERATIVA)}/QS-Blog`);
  });

  test("the footer shows only on the partner's footer-enabled routes", async ({ page }) => {
    await page.goto(`${originOf(ALIADO)}/Comparar/EPS`);
    await expect(footer(page)).toBeVisible();
    const planUrl = await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /Ver plan/ })
      .getAttribute('href');

    await page.goto(`${originOf(ALIADO)}${planUrl}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(footer(page)).toHaveCount(0);

    await page.goto(`${originOf(COOPERATIVA)}/QS-Blog`);
    await expect(footer(page)).toBeVisible();
    await page.goto(`${originOf(COOPERATIVA)}/Clinicas-y-Hospitales`);
    await pageSettled(page);
    await expect(page).toHaveURL(/\/Clinicas-y-Hospitales$/);
    await expect(footer(page)).toHaveCount(0);
  });

  for (const partner of [ALIADO, COOPERATIVA]) {
    test(`${partner.subdomain}: every site link of the header and the footer keeps the visitor where it points`, async ({
      page,
    }) => {
      // One page load per link: cooperativa's menu and footer hold some thirty, each 1–3 s on this machine.
      test.setTimeout(120_000);
      await page.goto(`${originOf(partner)}${partner.redirects.defaultPath}`);
      await expect(footer(page)).toBeVisible();
      const menu = await openMainMenu(page);
      // Every anchor, also those inside a drawer group that is still collapsed.
      const hrefsOf = (area: Locator) =>
        area.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      const hrefs = new Set(
        [...(await hrefsOf(menu)), ...(await hrefsOf(footer(page)))].filter((href) => href.startsWith('/')),
      );
      expect(hrefs.size).toBeGreaterThan(1);
      for (const href of hrefs) {
        await page.goto(`${originOf(partner)}${href}`);
        await pageSettled(page);
        await expect(page, `${href} must not bounce to ${partner.redirects.defaultPath}`).toHaveURL(
          `${originOf(partner)}${href}`,
        );
      }
    });
  }

  test('chat is off for aliado (its layout disables it) and on for cooperativa', async ({ page }) => {
    const availability = async (partner: PartnerFixture) => {
      await page.goto(`${originOf(partner)}${partner.redirects.defaultPath}`);
      await shellReady(page);
      return (await fetchJsonInPage<{ data: { active: boolean } }>(page, '/api/chat/available')).data.active;
    };
    expect(ALIADO.subdomainLayout.chatEnabled).toBe(false);
    expect(await availability(ALIADO)).toBe(false);
    expect(await availability(COOPERATIVA)).toBe(true);
  });

  for (const [path, organizationType] of [
    ['/Comparar/EPS', 'EPS'],
    ['/Comparar/Polizas-de-Salud', 'ASEG'],
  ]) {
    test(`aliado ${path} shows only its allowed organizations`, async ({ page, request }) => {
      const answer = await request.get(`/api/organization/seguros/tipo/${organizationType}`);
      const { data } = (await answer.json()) as { data: Array<{ id: number; displayName: string }> };
      const allowed = data
        .filter((organization) => ALIADO.allowedOrganizations.includes(organization.id))
        .map((organization) => organization.displayName);
      expect(allowed.length).toBeGreaterThan(0);
      expect(allowed.length).toBeLessThan(data.length);

      await page.goto(`${originOf(ALIADO)}${path}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      const shown = new Set(await page.locator('.qs-plan-card__org').allInnerTexts());
      expect([...shown].sort()).toEqual([...allowed].sort());
    });
  }
});
