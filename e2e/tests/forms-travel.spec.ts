import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { leadsWithEmail } from '../support/leads-db';
import { navigateInApp } from '../support/navigation';

// /Seguro-de-Viaje is a CMS landing whose `contactForm` names the travel dynamic form
// (process 9a2e7b14-…, product VIAJEINTERNACIONAL): its submit opens the travel-assistance provider
// in a new tab (docs/product/forms.md) instead of sending a lead.
const TRAVEL_FORM_PATH = '**/api/integration/form/9a2e7b14-5c3d-4f8a-b6e2-71d0c4a8f352*';
// Fictional and unreachable: the test serves the provider's page itself.
const PROVIDER_ORIGIN = 'https://cotizador.asistenciaviajera.example';

const form = (page: Page) => page.getByRole('form', { name: 'Cotiza tu seguro de viaje' });
const passengers = (page: Page) => form(page).getByRole('group', { name: 'Pasajero', exact: true });
const addPassenger = (page: Page) => form(page).getByRole('button', { name: 'Agregar pasajero' });
const ages = (page: Page) => form(page).getByRole('spinbutton', { name: 'Edad del pasajero' });

test.describe('travel insurance landing', () => {
  test("the CMS landing shows the travel form: 'Cargando formulario ...', then its fields and the flag served by the site", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Reached from another page, the browser asks the form's definition (the first view would come with it).
    await page.goto('/');
    await page.route(TRAVEL_FORM_PATH, async (route) => {
      await held;
      await route.continue();
    });
    await navigateInApp(page, '/Seguro-de-Viaje');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Seguro de viaje con asistencia médica internacional' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Qué cubre una asistencia en viaje' })).toBeVisible();
    const widget = page.getByRole('complementary', { name: 'Formulario de contacto' });
    await expect(widget.getByRole('status').filter({ hasText: 'Cargando formulario ...' })).toBeVisible();
    release();

    await expect(form(page).getByRole('textbox', { name: 'Nombre completo' })).toBeVisible();
    await expect(form(page).getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
    await expect(form(page).getByRole('combobox', { name: 'Destino' })).toBeVisible();
    await expect(form(page).getByLabel('Fecha de salida')).toBeVisible();
    await expect(form(page).getByLabel('Fecha de regreso')).toBeVisible();
    // Not the fixed contact form: no phone field, and the send button is the definition's.
    await expect(form(page).getByRole('textbox', { name: 'Teléfono' })).toHaveCount(0);
    // Never a silently disabled button: pressed too early, it says what is missing.
    await form(page).getByRole('button', { name: 'Cotizar' }).click();
    await expect(
      form(page)
        .getByRole('alert')
        .filter({ hasText: /^Para enviar, revisa estos campos: .*Correo electrónico/ }),
    ).toBeVisible();

    // The origin country starts at the visitor's (Colombia locally) with the site's own flag image.
    const origin = form(page).getByRole('combobox', { name: 'País de origen' });
    await expect(origin).toHaveValue('Colombia');
    const flag = form(page).getByRole('img', { name: 'Bandera de Colombia' });
    await expect(flag).toHaveAttribute('src', '/api/images/flags/co.svg');
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const flagAnswer = await page.request.get('/api/images/flags/co.svg');
    expect(flagAnswer.status()).toBe(200);
    expect(flagAnswer.headers()['content-type']).toContain('image/svg+xml');
    await origin.fill('Chile');
    await expect(form(page).getByRole('img', { name: 'Bandera de Chile' })).toHaveAttribute(
      'src',
      '/api/images/flags/cl.svg',
    );
  });

  test('passengers: one to start, add up to 8, remove while more than one, add only on the last; an age of 120 is refused', async ({
    page,
  }) => {
    await page.goto('/Seguro-de-Viaje');
    await expect(ages(page)).toHaveCount(1);
    await expect(form(page).getByRole('group', { name: 'Pasajero 1' })).toBeVisible();
    await expect(form(page).getByRole('button', { name: /^Eliminar Pasajero/ })).toHaveCount(0);
    await expect(addPassenger(page)).toHaveCount(1);

    await addPassenger(page).click();
    await expect(ages(page)).toHaveCount(2);
    // Only the last passenger offers to add another; both can be removed now.
    await expect(addPassenger(page)).toHaveCount(1);
    await expect(
      form(page).getByRole('group', { name: 'Pasajero 2' }).getByRole('button', { name: 'Agregar pasajero' }),
    ).toBeVisible();
    await expect(
      form(page).getByRole('group', { name: 'Pasajero 1' }).getByRole('button', { name: 'Agregar pasajero' }),
    ).toHaveCount(0);
    await expect(form(page).getByRole('button', { name: /^Eliminar Pasajero/ })).toHaveCount(2);

    for (let count = 3; count <= 8; count += 1) {
      await addPassenger(page).click();
      await expect(ages(page)).toHaveCount(count);
    }
    await expect(addPassenger(page)).toHaveCount(0);
    await expect(form(page).getByRole('button', { name: /^Eliminar Pasajero/ })).toHaveCount(8);

    for (let count = 7; count >= 1; count -= 1) {
      await form(page)
        .getByRole('button', { name: `Eliminar Pasajero ${count + 1}` })
        .click();
      await expect(ages(page)).toHaveCount(count);
    }
    await expect(form(page).getByRole('button', { name: /^Eliminar Pasajero/ })).toHaveCount(0);
    await expect(addPassenger(page)).toHaveCount(1);

    const age = ages(page).first();
    await age.fill('120');
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByText('Edad entre 0 y 99 años')).toBeVisible();
    await age.fill('99');
    await expect(age).toHaveAttribute('aria-invalid', 'false');
    await expect(form(page).getByText('Edad entre 0 y 99 años')).toHaveCount(0);
    await expect(passengers(page)).toContainText('Niños: 0 · Adultos: 0 · Mayores: 1');
  });

  test('Cotizar opens the provider in a new tab with the quote in its URL and stores no lead; axe finds nothing serious', async ({
    page,
    context,
  }) => {
    await context.route(`${PROVIDER_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="es"><title>Cotizador</title><h1>Cotizador de asistencia</h1></html>',
      }),
    );
    const leadPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/(contactos|solicitarplans)/.test(request.url()))
        leadPosts.push(request.url());
    });
    const email = 'zoe.viajera@example.co';
    await page.goto('/Seguro-de-Viaje');
    await form(page).getByRole('textbox', { name: 'Nombre completo' }).fill('Zoë Nguyễn');
    await expect(form(page).getByRole('textbox', { name: 'Nombre completo' })).toHaveAttribute('aria-invalid', 'false');
    await form(page).getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await expect(form(page).getByRole('combobox', { name: 'País de origen' })).toHaveValue('Colombia');
    await expect(form(page).getByRole('img', { name: 'Bandera de Colombia' })).toBeVisible();
    await form(page).getByRole('combobox', { name: 'Destino' }).selectOption({ label: 'Europa' });
    await form(page).getByLabel('Fecha de salida').fill('2027-03-10');
    await form(page).getByLabel('Fecha de regreso').fill('2027-03-24');
    // One passenger per band and a second adult: 8 (child), 34 and 71 (adults), 72 (major).
    for (const [index, value] of ['34', '8', '72', '71'].entries()) {
      if (index > 0) await addPassenger(page).click();
      await ages(page).nth(index).fill(value);
    }
    await expect(passengers(page)).toContainText('Niños: 1 · Adultos: 2 · Mayores: 1');
    expect(await blockingViolations(page)).toEqual([]);

    const send = form(page).getByRole('button', { name: 'Cotizar' });
    await expect(send).toBeEnabled();
    const [popup] = await Promise.all([context.waitForEvent('page'), send.click()]);
    await popup.waitForLoadState();
    await expect(popup.getByRole('heading', { name: 'Cotizador de asistencia' })).toBeVisible();

    const url = new URL(popup.url());
    expect(url.origin).toBe(PROVIDER_ORIGIN);
    expect(url.pathname).toBe('/mundial/cotizar'); // the worldwide path: the origin is not Chile
    expect(Object.fromEntries(url.searchParams)).toEqual({
      Business: '7',
      Country: '998',
      Destination: '02',
      StartDate: '10/03/2027',
      EndDate: '24/03/2027',
      Majors: '1',
      Childs: '1',
      Adults: '2',
      Age: '34|8|72|71',
    });
    // The landing says where the quote went, with a link to open it again.
    await expect(page.getByText('Abrimos el cotizador de asistencia en viaje en una pestaña nueva.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abrir el cotizador de asistencia en viaje' })).toHaveAttribute(
      'href',
      url.toString(),
    );
    expect(await blockingViolations(page)).toEqual([]);

    // Opening the provider is the whole request: nothing was posted and no lead was stored.
    expect(leadPosts).toEqual([]);
    expect(leadsWithEmail(email)).toEqual([]);
  });
});
