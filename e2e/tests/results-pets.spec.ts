import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { PHONE } from '../support/viewports';
import { firstViewSeen } from '../support/compare';
import { leadsWithEmail } from '../support/leads-db';
import { authorise } from '../support/data-authorisation';

// docs/product/results.md#comparators: the pet comparator end to end, against the real API — the list of pet plans, a cat entered in
// the banner's pets profile form, the plans repriced for it, the same price on the plan page, and a request
// from the plan's 'Solicitar' tab that carries the cat with the lead. Runs on desktop and on a 375 px phone.
const PATH = '/Comparar/Seguros-Mascotas';
const BANNER = 'Seguros para tu mascota';
const PLAN = 'Mascota Básico';
const CODE = 'MAS401-BASICO';
const CAT = { especie: 'Gato', edad: 3 };
const SUCCESS = 'Solicitud enviada. En los próximos segundos recibirás un email.';
const CALENDAR_PAGE =
  '<!doctype html><html lang="es"><head><title>Agenda de prueba</title></head><body><main><h1>Agenda</h1></main></body></html>';

interface ApiCard {
  displayName: string;
  price: { minPrice: number; suffix: string; basis: 'from' | 'profile' };
}

/** Below the profile form's 780 px breakpoint the banner folds its form (docs/product/results.md#compare-banner). */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 780;
const amount = (value: number) => new Intl.NumberFormat('es-CO').format(value);
const uniqueEmail = () => `mascotas.${Date.now()}@example.co`;

/** The plan's price for a 3-year-old cat, asked as the comparator asks it. */
const catPrice = async (page: Page): Promise<ApiCard['price']> => {
  const answer = await page.request.post('/api/insurance/compare/metadata', {
    data: {
      comparator: 'Seguros-Mascotas',
      organizationTypes: ['MASCOTAS'],
      insuranceTypes: ['SEGURO_MASCOTAS'],
      profile: { ingresodatos: true, mascota: [CAT] },
    },
  });
  const { data } = (await answer.json()) as { data: ApiCard[] };
  const plan = data.find((card) => card.displayName === PLAN);
  expect(plan?.price.basis).toBe('profile');
  return plan!.price;
};

/** The banner's pets profile form: open on desktop, behind 'Ingresar mascotas' on a phone. */
const bannerForm = async (page: Page) => {
  const banner = page.getByRole('region', { name: BANNER });
  if (isPhone(page)) await banner.getByRole('button', { name: 'Ingresar mascotas' }).click();
  const form = banner.getByRole('form', { name: 'Perfil de tus mascotas' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  return form;
};

test.describe('pet comparator', () => {
  test.setTimeout(120_000);
  test.beforeEach(async ({ page }) => {
    await firstViewSeen(page);
    // The advisor's booking calendar may open after the request; this machine has no internet.
    await page.route('https://calendly.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: CALENDAR_PAGE }),
    );
  });

  test('lists the pet plans, passes axe, reprices them for a cat, shows the same price on the plan page, and requests it with the cat', async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Seguros para mascotas' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(6, { timeout: 30_000 });
    const card = page.getByRole('article', { name: PLAN, exact: true });
    await expect(card).toContainText('Desde');
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner).toContainText(
      'Estos son precios desde: el valor final depende de la especie y la edad de tus mascotas.',
    );
    if (!isPhone(page))
      await expect(banner.getByRole('form', { name: 'Perfil de tus mascotas' })).toBeVisible({ timeout: 20_000 });
    expect(await blockingViolations(page)).toEqual([]);

    // A cat of 3 in the banner's form: the list is asked again with the pets and priced for them.
    const form = await bannerForm(page);
    const pet = form.getByRole('group', { name: 'Mascota 1' });
    await pet.getByRole('combobox', { name: 'Especie' }).selectOption('Gato');
    await pet.getByRole('textbox', { name: 'Edad' }).fill('3');
    const compared = page.waitForRequest(
      (request) => request.url().endsWith('/api/insurance/compare/metadata') && request.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Calcular precios' }).click();
    expect((await compared).postDataJSON()).toMatchObject({
      comparator: 'Seguros-Mascotas',
      profile: { ingresodatos: true, mascota: [{ ...CAT, parentesco: 'Mascota' }] },
    });
    const price = await catPrice(page);
    await expect(card).toContainText('Precio para tu perfil', { timeout: 20_000 });
    await expect(card).toContainText(amount(price.minPrice));
    await expect(card).toContainText(price.suffix);
    await expect(page.getByRole('button', { name: 'Editar mascotas' })).toBeVisible();

    // The plan page prices the same cat: the same amount in its header and its request summary.
    const href = await card.getByRole('link', { name: `Ver plan ${PLAN}` }).getAttribute('href');
    expect(href).toBe('/Seguros/huellitas-seguros/mascota-basico');
    await page.goto(href!);
    const heading = page.getByRole('heading', { level: 1, name: PLAN });
    await expect(heading).toBeVisible();
    const summary = page.getByRole('region', { name: 'Resumen de tu solicitud' });
    await expect(summary.getByText('Precio para tu perfil')).toBeVisible({ timeout: 30_000 });
    await expect(summary).toContainText(amount(price.minPrice));
    await expect(summary).toContainText('Este plan puede asegurar a 1 mascota: gato (3 años)');
    await expect(page.locator('header').filter({ has: heading })).toContainText(amount(price.minPrice));
    // The line's crumb leads to the pet comparator, which now exists.
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs.getByRole('link', { name: 'Seguros para Mascotas' })).toHaveAttribute('href', PATH);

    // The 'Solicitar' tab's form sends the lead with the cat the visitor entered (datosingresados).
    const email = uniqueEmail();
    await page.goto(`${href}/Solicitar`);
    const panel = page.getByRole('tabpanel', { name: 'Solicitar' });
    const request = panel.getByRole('form', { name: 'Solicitud de información' });
    await request.getByRole('textbox', { name: 'Nombre' }).fill('Camila Rojas');
    await request.getByRole('textbox', { name: 'Teléfono' }).fill('300 123 4567');
    await request.getByRole('textbox', { name: 'Email' }).fill(email);
    await authorise(request);
    const sent = page.waitForRequest(
      (candidate) => candidate.url().endsWith('/api/contactos') && candidate.method() === 'POST',
    );
    await request.getByRole('button', { name: 'Enviar' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      productCode: CODE,
      productType: 'SEGURO_MASCOTAS',
      datosingresados: { mascota: [CAT] },
    });
    await expect(panel.getByText(SUCCESS)).toBeVisible({ timeout: 20_000 });
    const leads = leadsWithEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.fields).toMatchObject({
      productCode: CODE,
      datosingresados: { ingresodatos: true, mascota: [{ ...CAT, parentesco: 'Mascota' }] },
    });
  });

  test("the page's form shows the breed and age submitted in the profile dialog", PHONE, async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('article')).toHaveCount(6, { timeout: 30_000 });
    // Desktop: the banner's form is already open when the dialog is used.
    if (!isPhone(page))
      await expect(
        page.getByRole('region', { name: BANNER }).getByRole('form', { name: 'Perfil de tus mascotas' }),
      ).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Ingresa tus datos para ver tu precio' }).click();
    const dialog = page.getByRole('dialog', { name: /mascotas/ });
    const inDialog = dialog
      .getByRole('form', { name: 'Perfil de tus mascotas' })
      .getByRole('group', { name: 'Mascota 1' });
    await inDialog.getByRole('combobox', { name: 'Especie' }).selectOption('Gato');
    await inDialog.getByRole('textbox', { name: 'Raza' }).fill('Angora');
    await inDialog.getByRole('textbox', { name: 'Edad' }).fill('3');
    await dialog.getByRole('button', { name: 'Comparar' }).click();
    await expect(dialog).toBeHidden();

    // On a phone the banner's form is folded: its toggle (now 'Editar mascotas') opens it.
    const banner = page.getByRole('region', { name: BANNER });
    if (isPhone(page)) await banner.getByRole('button', { name: 'Editar mascotas', expanded: false }).click();
    const pet = banner.getByRole('form', { name: 'Perfil de tus mascotas' }).getByRole('group', { name: 'Mascota 1' });
    await expect(pet.getByRole('combobox', { name: 'Especie' })).toHaveValue('Gato');
    await expect(pet.getByRole('textbox', { name: 'Raza' })).toHaveValue('Angora');
    await expect(pet.getByRole('textbox', { name: 'Edad' })).toHaveValue('3');
  });
});
