import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { purchaseIdOfUrl, storedPurchase } from '../support/purchases-db';
import { authorise, SENSITIVE_AUTHORISATION_LABEL } from '../support/data-authorisation';

// Buying a person's plan online on the real site and API (docs/adr/0019-online-purchase.md): the sandbox card
// provider decides by the cardholder's name (APRO approved, OTHE rejected, CONT pending then approved).
const PLAN_PATH = '/Compra-Online/ASE204-SALUDPLUS';

const checkout = (page: Page) => page.getByRole('region', { name: 'Contrátalo online' });

/** Starts a purchase and fills the personal data; answers the purchase's id. */
const startAndFillPersonalData = async (page: Page) => {
  await page.goto(PLAN_PATH);
  await checkout(page).getByRole('button', { name: 'Comprar online' }).click();
  const form = page.getByRole('form', { name: 'Datos personales' });
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(/session=[\w-]{16}\.[\w-]{32}&sessionType=purchase/);
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByLabel('Nombre completo').fill('Camila Rojas');
  await form.getByLabel('Número de documento').fill('52123456');
  await form.getByLabel('Fecha de nacimiento').fill('1986-02-28');
  await form.getByLabel('Correo electrónico').fill('camila.compra@example.co');
  await form.getByLabel('Teléfono').fill('3001234567');
  await form.getByLabel('Dirección').fill('Calle 100 # 15-20');
  await form.getByLabel('Ciudad').fill('Bogotá');
  await authorise(form);
  await form.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByRole('form', { name: 'Declaración de salud' })).toBeVisible();
  return purchaseIdOfUrl(page.url());
};

const fillHealthStatement = async (page: Page) => {
  const form = page.getByRole('form', { name: 'Declaración de salud' });
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByRole('radiogroup').first().getByLabel('No').check();
  await form.getByLabel('Declaro que la información es verdadera y completa.').check();
  await authorise(form, SENSITIVE_AUTHORISATION_LABEL);
  await form.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByRole('form', { name: 'Datos de la tarjeta' })).toBeVisible();
};

const fillCard = async (page: Page, holder: string, number = '4509 9535 6623 3704') => {
  const form = page.getByRole('form', { name: 'Datos de la tarjeta' });
  await form.getByLabel('Nombre como aparece en la tarjeta').fill(holder);
  await form.getByLabel('Número de la tarjeta').fill(number);
  await form.getByLabel('Vencimiento (MM/AA)').fill('11/30');
  await form.getByLabel('Código de seguridad').fill('123');
  return form.getByRole('button', { name: /^Pagar / });
};

test.describe('buying a plan online', () => {
  test('with an approved card: every step survives a reload, a double click charges once, the lead is 501', async ({
    page,
  }) => {
    const id = await startAndFillPersonalData(page);
    await page.reload();
    await expect(page.getByRole('form', { name: 'Declaración de salud' })).toBeVisible();
    await fillHealthStatement(page);
    await page.reload();
    const summary = page.getByRole('region', { name: 'Resumen del pago' });
    // The plan's price and nothing more: no gateway fee or tax line.
    await expect(summary).toContainText('Total a pagar');
    await expect(summary).not.toContainText(/Comisión|Impuesto/);
    expect(await blockingViolations(page)).toEqual([]);
    const pay = await fillCard(page, 'APRO');
    await pay.dblclick();
    await expect(page.getByRole('heading', { name: '¡Compra exitosa!' })).toBeVisible();
    await expect(page.getByText(/con Visa terminada en 3704 fue aprobado/)).toBeVisible();
    // Bought: the page no longer offers to request the plan from an advisor.
    await expect(page.getByRole('heading', { name: 'Solicita este plan' })).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
    // The receipt, drawn by the API, through the site's own /api.
    const receipt = await page.getByRole('link', { name: 'Descargar el comprobante (PDF)' }).getAttribute('href');
    const pdf = await page.request.get(new URL(String(receipt), page.url()).toString());
    expect([pdf.status(), pdf.headers()['content-type'], (await pdf.body()).subarray(0, 5).toString()]).toEqual([
      200,
      'application/pdf',
      '%PDF-',
    ]);
    await page.reload();
    await expect(page.getByRole('heading', { name: '¡Compra exitosa!' })).toBeVisible();

    // The payment by its id, in the qppayment outlet over the home page (read with the purchase link).
    const byId = page.waitForResponse((response) =>
      /\/api\/qppayment\/insurance-payment\/pay_[\w-]{16}$/.test(new URL(response.url()).pathname),
    );
    await page.getByRole('link', { name: 'Consultar este pago' }).click();
    expect((await byId).status()).toBe(200);
    await expect(page).toHaveURL(/qppayment=Compra-Online%2Fpago%2Fpay_[\w-]{16}/);
    const outlet = page.getByRole('dialog', { name: 'Compra online' });
    await expect(outlet.getByRole('heading', { name: 'Tu pago' })).toBeVisible();
    await expect(outlet.getByText('Aprobado', { exact: true })).toBeVisible();
    await expect(outlet.getByText('Visa terminada en 3704')).toBeVisible();
    await expect(outlet.getByRole('link', { name: 'Descargar el comprobante (PDF)' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    const stored = storedPurchase(id);
    await expect(outlet.getByText(String(stored.attempts[0]?.id))).toBeVisible();
    expect(stored.purchase).toMatchObject({ step: 'success', leadStatus: 501, subStatus: 305 });
    expect(stored.attempts).toHaveLength(1);
    expect(stored.attempts[0]).toMatchObject({
      id: expect.stringMatching(/^pay_[\w-]{16}$/),
      status: 'approved',
      brand: 'visa',
      lastFour: '3704',
    });
    expect(stored.lead).toEqual({ statusId: 501, statusName: 'Pendiente de confirmación' });
  });

  test("with a rejected card: the provider's message, then another card pays", async ({ page }) => {
    const id = await startAndFillPersonalData(page);
    await fillHealthStatement(page);
    await (await fillCard(page, 'OTHE')).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Tu pago no se aprobó' })).toContainText(
      'Tu banco rechazó el pago. Usa otra tarjeta o llama a tu banco.',
    );
    expect(await blockingViolations(page)).toEqual([]);
    await (await fillCard(page, 'APRO', '5555 5555 5555 4444')).click();
    await expect(page.getByRole('heading', { name: '¡Compra exitosa!' })).toBeVisible();
    expect(storedPurchase(id).attempts.map((attempt) => [attempt.status, attempt.brand])).toEqual([
      ['rejected', 'visa'],
      ['approved', 'mastercard'],
    ]);
  });

  test('with a pending payment: the page waits and shows the success once the provider notifies the API', async ({
    page,
  }) => {
    const id = await startAndFillPersonalData(page);
    await fillHealthStatement(page);
    await (await fillCard(page, 'CONT')).click();
    await expect(page.getByRole('status').filter({ hasText: 'Estamos procesando tu pago' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '¡Compra exitosa!' })).toBeVisible({ timeout: 20_000 });
    expect(storedPurchase(id).attempts.map((attempt) => attempt.status)).toEqual(['approved']);
  });

  test('cancelled by the visitor: the purchase and its lead are closed, a reload keeps it so, and a new one can start', async ({
    page,
  }) => {
    const id = await startAndFillPersonalData(page);
    await page.getByRole('button', { name: 'Cancelar la compra' }).click();
    await expect(page.getByText(/¿Quieres cancelar esta compra\?/)).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sí, cancelar la compra' }).click();
    await expect(page.getByText(/Cancelaste esta compra: no se cobró nada/)).toBeFocused();
    await expect(page.getByText(/Cancelaste esta compra: no se cobró nada/)).toBeInViewport();
    expect(storedPurchase(id)).toMatchObject({
      purchase: { leadStatus: 3 },
      lead: { statusId: 3, statusName: 'Cerrado' },
      attempts: [],
    });
    await page.reload();
    await expect(page.getByText(/Cancelaste esta compra: no se cobró nada/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Declaración de salud' })).toHaveCount(0);
    // The advisor's request is still offered beside it.
    await expect(page.getByRole('heading', { name: 'Solicita este plan' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Empezar una nueva compra' }).click();
    await expect(page.getByRole('form', { name: 'Datos personales' })).toBeVisible();
    expect(purchaseIdOfUrl(page.url())).not.toBe(id);
  });

  test('resumed on another device by its link, at the step it reached', async ({ page, browser }) => {
    await startAndFillPersonalData(page);
    const link = await page
      .getByRole('link', { name: /\/Compra-Online\/ASE204-SALUDPLUS\?session=/ })
      .getAttribute('href');
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(String(link));
    await expect(second.getByRole('form', { name: 'Declaración de salud' })).toBeVisible();
    await second.getByRole('button', { name: 'Corregir Datos personales' }).click();
    await expect(second.getByLabel('Nombre completo')).toHaveValue('Camila Rojas');
    await other.close();
  });

  test("a company's plan: its data, every employee, the executive, the confirmation", async ({ page }) => {
    await page.goto('/Compra-Online/ASE204-EQUIPO');
    await checkout(page).getByRole('button', { name: 'Comprar online' }).click();
    const company = page.getByRole('form', { name: 'Datos de la empresa' });
    await expect(company).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await company.getByLabel('Razón social').fill('Panadería La Espiga SAS');
    await company.getByLabel('NIT (con dígito de verificación)').fill('900123456-8');
    await company.getByLabel('Nombre de quien nos contacta').fill('Luis Pérez');
    await company.getByLabel('Correo electrónico').fill('luis.compra@example.co');
    await company.getByLabel('Teléfono').fill('3105550000');
    await company.getByLabel('Número de empleados').fill('10');
    await authorise(company);
    await company.getByRole('button', { name: 'Guardar y continuar' }).click();

    const employees = page.getByRole('form', { name: 'Datos de los empleados' });
    await expect(employees).toBeVisible();
    // A reload keeps the step and what was saved: the company's data is there to correct.
    await page.reload();
    await expect(employees).toBeVisible();
    await page.getByRole('button', { name: 'Corregir Datos de la empresa' }).click();
    await expect(page.getByLabel('NIT (con dígito de verificación)')).toHaveValue('900123456-8');
    await authorise(company);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(employees).toBeVisible();
    const rows = employees.getByRole('group');
    await expect(rows).toHaveCount(10);
    for (let index = 0; index < 10; index += 1) {
      const row = rows.nth(index);
      await row.getByLabel('Nombre completo').fill(`Empleado ${'ABCDEFGHIJ'[index]}`);
      await row.getByLabel('Número de documento').fill(`1020${index}3040`);
      await row.getByLabel('Fecha de nacimiento').fill('1990-05-05');
    }
    expect(await blockingViolations(page)).toEqual([]);
    await employees.getByRole('button', { name: 'Guardar y continuar' }).click();

    await expect(page.getByRole('button', { name: 'Confirmar la compra' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    const id = purchaseIdOfUrl(page.url());
    await page.reload();
    await page.getByRole('button', { name: 'Confirmar la compra' }).click();
    await expect(page.getByRole('heading', { name: '¡Compra confirmada!' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    const stored = storedPurchase(id);
    expect(stored.purchase).toMatchObject({ step: 'confirmation', leadStatus: 501, subStatus: 305 });
    expect(stored.lead).toEqual({ statusId: 501, statusName: 'Pendiente de confirmación' });
  });
});
