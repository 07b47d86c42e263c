import { expect, test as base, type Locator, type Page } from '../support/test';
import { countReactRenderers, loadedSharedVersions, reactRendererCount } from '../support/react-renderers';

// The compatibility smoke (scripts/compat/main.mjs runs it twice, docs/deploy.md#compatibility):
// QS_COMPAT_RUN=today-host: today's host and API with the previous release's slices;
// QS_COMPAT_RUN=previous-host: the previous release's host with today's slices.
// Each slice's pages, its widgets inside the other slices, and one bus event each way; no slot's error panel, no
// console message about federation or shared versions, no uncaught error.
const RUN = process.env.QS_COMPAT_RUN ?? 'today-host';
/** The build version the previous release's slices say on their pages (`data-slice-version`). */
const PREVIOUS = process.env.QS_COMPAT_PREVIOUS_VERSION ?? '';
const PLAN = '/EPS/salud-andina-eps/plan-complementario-oro';

/** What the federation runtime, the shared-version guard and chunk loading say when two releases do not fit. */
const FEDERATION_TROUBLE =
  /federation|RUNTIME-\d|shared module|singleton|requiredVersion|does not satisfy|Unsatisfied version|\[qs\]|remoteEntry|mf-manifest|ChunkLoadError|Loading chunk|ScriptExternalLoadError/i;

/** Every page of a test is watched: its console's errors and warnings, and errors nobody caught. */
const test = base.extend<{ watch: void }>({
  watch: [
    async ({ page }, use, testInfo) => {
      const trouble: string[] = [];
      const otherErrors: string[] = [];
      page.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        const text = `${type}: ${message.text()}`;
        if (FEDERATION_TROUBLE.test(text)) trouble.push(text);
        else if (type === 'error') otherErrors.push(text);
      });
      page.on('pageerror', (error) => trouble.push(`uncaught: ${error.message}`));
      await use();
      // Not a failure by themselves (a refused image, a slow request), but said with the test.
      for (const error of otherErrors) testInfo.annotations.push({ type: 'console error', description: error });
      if (!page.isClosed())
        await expect(page.locator('[data-remote-state="error"]'), 'a slot shows its error panel').toHaveCount(0);
      expect(trouble, 'console messages about federation or shared versions, or uncaught errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The slice is the release this run serves: the previous one's in `today-host`, today's in `previous-host`. */
const expectRelease = async (slice: Locator) => {
  // Attached, not visible: a widget in a fixed layer (the chat) leaves its wrapper without a box of its own.
  await expect(slice.first()).toBeAttached();
  const version = await slice.first().getAttribute('data-slice-version');
  if (RUN === 'today-host') expect(version, 'the previous release’s slice').toBe(PREVIOUS);
  else expect(version, 'today’s slice').not.toBe(PREVIOUS);
};

const slice = (scope: Page | Locator, name: string) => scope.locator(`[data-slice="${name}"]`);
const contactCard = (scope: Page | Locator) =>
  slice(scope, 'forms').getByRole('region', { name: '¿Necesitas más información?' });

test.describe(`${RUN}: each slice's pages`, () => {
  test('home (content)', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compara y contrata tu seguro de salud en Colombia' }),
    ).toBeVisible();
    await expectRelease(slice(page, 'content'));
  });

  test('the EPS comparator (results): cards with a price and a link to the plan', async ({ page }) => {
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.getByRole('article').count()).toBeGreaterThan(1);
    await expect(page.getByRole('article').first().locator('.qs-plan-card__amount')).toHaveText(/^\$\s\d/);
    await expectRelease(slice(page, 'results'));
  });

  test("a plan page (detail) with the forms slice's contact card; one React and one copy of each library", async ({
    page,
  }) => {
    await countReactRenderers(page);
    await page.goto(PLAN);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Complementario Oro' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Secciones del plan' })).toBeVisible();
    await expectRelease(slice(page, 'detail'));
    await expect(contactCard(page)).toBeVisible();
    await expectRelease(slice(page, 'forms'));
    expect(await reactRendererCount(page)).toBe(1);
    const shared = await loadedSharedVersions(page);
    for (const library of [
      'react',
      'react-dom',
      'react-router',
      'rxjs',
      'jotai',
      'i18next',
      'react-i18next',
      '@qs/shared',
    ])
      expect.soft(shared[library], library).toBe(1);
  });

  test("/contacto (content) with the forms slice's form", async ({ page }) => {
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await expectRelease(slice(page, 'content'));
    await expect(slice(page, 'forms').getByRole('button', { name: 'Enviar' })).toBeVisible();
    await expectRelease(slice(page, 'forms'));
  });

  test('the blog (content) lists articles and opens one', async ({ page }) => {
    await page.goto('/QS-Blog');
    await expect(page.getByRole('heading', { level: 1, name: 'QS Blog' })).toBeVisible();
    const first = page.getByRole('article').first();
    const title = await first.getByRole('heading').innerText();
    await first.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectRelease(slice(page, 'content'));
  });

  test('the additional insurance request (forms)', async ({ page }) => {
    await page.goto('/Seguro-Adicional');
    await expect(page.getByRole('form', { name: 'Solicitud de seguro adicional' })).toBeVisible();
    await expectRelease(slice(page, 'forms'));
  });
});

test.describe(`${RUN}: widgets inside other slices, and the bus`, () => {
  test('the profile form (forms) inside the comparator (results) crosses the bus and reprices the list', async ({
    page,
  }) => {
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first().locator('.qs-plan-card__amount')).toBeVisible();
    const pricesBefore = await page.locator('.qs-plan-card__amount').allInnerTexts();
    await page.getByRole('button', { name: 'Ingresa tus datos para ver tu precio' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Quiénes serán asegurados?' });
    await expect(dialog).toBeVisible();
    await expectRelease(slice(dialog, 'forms'));
    const holder = dialog.getByRole('group', { name: 'Titular' });
    await holder.getByLabel('Edad').fill('62');
    await holder.getByRole('radio', { name: 'Mujer' }).check();
    await holder.getByLabel('EPS actual').selectOption({ index: 1 });
    const repriced = page.waitForRequest(
      (request) => request.url().includes('/api/insurance/compare/metadata') && request.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Comparar' }).click();
    expect((await repriced).postDataJSON().profile.cotizante[0]).toMatchObject({ edad: 62, sexo: 'Femenino' });
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.locator('.qs-plan-card__amount').allInnerTexts()).not.toEqual(pricesBefore);
  });

  test("a plan card opens the detail slice in a modal inside results, with the forms slice's contact card", async ({
    page,
  }) => {
    await page.goto('/Comparar/EPS');
    const card = page.getByRole('article').first();
    const name = await card.getByRole('heading', { level: 3 }).innerText();
    await card.getByRole('link', { name: /Ver plan/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Detalle del plan' });
    await expect(dialog.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectRelease(slice(dialog, 'detail'));
    await expect(contactCard(dialog)).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
  });

  test("the plan FAQ's 'Hablar con un ejecutivo' (detail) reaches the shell on the bus, which opens the forms slice's chat", async ({
    page,
  }) => {
    await page.goto(PLAN);
    const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
    await faq.scrollIntoViewIfNeeded();
    await faq.getByRole('button', { name: 'Hablar con un ejecutivo' }).click();
    const chat = page.getByRole('dialog', { name: '¡Chatea con nosotros!' });
    await expect(chat).toBeVisible({ timeout: 20_000 });
    await expectRelease(slice(page, 'forms').filter({ has: chat }));
  });
});
