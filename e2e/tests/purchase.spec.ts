import { expect, test } from '../support/test';
import { authorise } from '../support/data-authorisation';

// The forms slice's own pages: Compra-Online (and its qppayment outlet) and the /v1 profile generator.
test.describe('purchase and profile generator', () => {
  test('Compra-Online/{code} validates, sends the request once and shows it was received', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/solicitarplans') && request.method() === 'POST')
        sent.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.goto('/Compra-Online/EPS101-ORO');
    await expect(page.getByRole('heading', { name: 'Plan Complementario Oro' })).toBeVisible();

    const form = page.getByRole('form', { name: /Solicitud del plan/ });
    // The button is aria-disabled while the form is invalid (still focusable); submitting shows why.
    await form.getByLabel('Nombre').press('Enter');
    await expect(form.getByText('Nombre necesario')).toBeVisible();
    await expect(form.getByLabel('Nombre')).toBeFocused();
    expect(sent).toHaveLength(0);

    await form.getByLabel('Nombre').fill('Camila Rojas');
    await form.getByLabel('Teléfono').fill('3001234567');
    await form.getByLabel('Email').fill('camila.rojas@example.co');
    await authorise(form);
    await form.getByRole('button', { name: 'Solicitar este plan' }).dblclick();

    await expect(page.getByRole('heading', { name: 'Solicitud enviada' })).toBeVisible();
    await expect(page.getByText('Solicitud enviada. En los próximos segundos recibirás un email.')).toBeVisible();
    expect(new Set(sent).size).toBe(1);
  });

  test('the qppayment outlet opens the purchase over the current page and closes back to it', async ({ page }) => {
    await page.goto('/Comparar/EPS?qppayment=Compra-Online/EPS101-ORO');
    const outlet = page.getByRole('dialog', { name: /Compra online/ });
    await expect(outlet.getByRole('heading', { name: 'Plan Complementario Oro' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeAttached();

    await outlet.getByRole('button', { name: 'Cerrar compra online' }).click();
    await expect(outlet).toBeHidden();
    await expect(page).toHaveURL(/\/Comparar\/EPS$/);
  });

  test('/v1 generates a profile and takes the visitor to the chosen comparison', async ({ page }) => {
    await page.goto('/v1');
    await expect(page.getByRole('heading', { level: 1, name: 'Cotiza tu seguro' })).toBeVisible();
    const holder = page.getByRole('group', { name: 'Titular' });
    await holder.getByLabel('Edad').fill('40');
    await holder.getByRole('radio', { name: 'Hombre' }).check();
    await holder.getByLabel('EPS actual').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Calcular precios' }).click();

    await expect(page).toHaveURL(/\/Comparar\/[A-Za-z-]+$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('V1.6_CO') ?? '{}'));
    expect(stored.colombia.cotizante[0].edad).toBe(40);
  });
});
