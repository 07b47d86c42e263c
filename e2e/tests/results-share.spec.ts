import { expect, test, type Browser, type TestInfo } from '../support/test';
import { ALIADO, originOf } from '../support/partners';
import { PHONE } from '../support/viewports';

// docs/product/results.md#share: a results view (path, query, profile) shared as {origin}/url/{link} and restored from it.
const VIEW = '/Comparar/EPS?orden=lowerPrice&pagina=2';
const COPIED = '¡Enlace del plan copiado al portapapeles!';
const PROFILE = {
  ingresodatos: true,
  cotizante: [{ edad: 34, sexo: 'Femenino', eps_actual: 'EPS101', maternidad: false }],
  cargas: [{ edad: 6, sexo: 'Masculino', parentesco: 'Hijo' }],
};

const isComparePost = (request: { url: () => string; method: () => string }) =>
  request.url().includes('/api/insurance/compare/metadata') && request.method() === 'POST';

/** Another visitor: a fresh browser context (no storage) on the same viewport as this project. */
const freshContext = (browser: Browser, info: TestInfo) => {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  return browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor });
};

test.describe('sharing the results', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test(
    'copies {origin}/url/{link}; another visitor opening it gets the same path, query and profile',
    PHONE,
    async ({ page, browser }, info) => {
      await page.addInitScript(
        (profile) => localStorage.setItem('V1.6_CO', JSON.stringify({ colombia: profile })),
        PROFILE,
      );
      await page.goto(VIEW);
      const share = page.getByRole('button', { name: 'Compartir resultados' });
      await expect(share).toBeVisible();
      await share.click();

      await expect(page.getByText(COPIED)).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^http:\/\/localhost:3000\/url\/[A-Za-z0-9]{8}$/);
      // docs/product/results.md#share: the confirmation goes away after 2000 ms.
      await expect(page.getByText(COPIED)).toBeHidden({ timeout: 4000 });

      // The same view and profile give the same link (the API is idempotent).
      await share.click();
      await expect(page.getByText(COPIED)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied);

      const other = await freshContext(browser, info);
      const visitor = await other.newPage();
      const priced = visitor.waitForRequest(isComparePost);
      await visitor.goto(copied);
      await expect(visitor).toHaveURL(`http://localhost:3000${VIEW}`);
      expect((await priced).postDataJSON().profile).toMatchObject({
        cotizante: [{ edad: 34, sexo: 'Femenino' }],
        cargas: [{ edad: 6 }],
      });
      const stored = await visitor.evaluate(() => JSON.parse(localStorage.getItem('V1.6_CO') ?? '{}'));
      expect(stored.colombia).toEqual(PROFILE);
      // The results' button (a phone's folded banner has a toggle of the same name for the same action).
      await expect(visitor.getByRole('button', { name: 'Editar asegurados' }).first()).toBeVisible();
      await other.close();
    },
  );

  test('a shared session link restores the profile on any page; with skipLanding it opens the shared view', async ({
    page,
  }) => {
    const made = await page.request.post('/api/buscarplanes/sharedinsurance', {
      data: { url: VIEW, decodedProfile: PROFILE },
    });
    const { link } = ((await made.json()) as { data: { link: string } }).data;

    await page.goto(`/QS-Blog?code=${link}&utm_source=whatsapp`);
    await expect(page).toHaveURL('http://localhost:3000/QS-Blog?utm_source=whatsapp');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('V1.6_CO') ?? '{}').colombia))
      .toEqual(PROFILE);

    await page.evaluate(() => localStorage.removeItem('V1.6_CO'));
    const priced = page.waitForRequest(isComparePost);
    await page.goto(`/?code=${link}&skipLanding=true`);
    await expect(page).toHaveURL(`http://localhost:3000${VIEW}`);
    expect((await priced).postDataJSON().profile).toMatchObject({ cotizante: [{ edad: 34, sexo: 'Femenino' }] });
  });

  test('an unknown link goes to the not-found page', async ({ page }) => {
    await page.goto('/url/zzzzzzzz');
    await expect(page).toHaveURL(/\/not-found$/);
  });

  test("on a partner site the link resolves, then the partner's path rules apply", async ({ page, request }) => {
    const linkTo = async (url: string) =>
      (await (await request.post('/api/buscarplanes/sharedinsurance', { data: { url, decodedProfile: null } })).json())
        .data.link as string;
    const partner = originOf(ALIADO);
    await page.goto(`${partner}/url/${await linkTo('/Comparar/EPS?pagina=2')}`);
    await expect(page).toHaveURL(`${partner}/Comparar/EPS?pagina=2`);
    await expect(page.getByTestId('partner-banner')).toBeVisible();
    // The blog is not a path of this partner: the gate sends the visitor to its default path.
    await page.goto(`${partner}/url/${await linkTo('/QS-Blog')}`);
    await expect(page).toHaveURL(`${partner}${ALIADO.redirects.defaultPath}`);
  });
});
