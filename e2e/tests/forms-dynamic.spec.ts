import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { E2E_TMP } from '../support/environment';
import { navigateInApp } from '../support/navigation';
import { authorise } from '../support/data-authorisation';

// The dynamic form engine where the site uses it: /contacto shows the API's contact process
// (3f6d1c2a-…) through the forms slice's contact widget (processId).
const CONTACT_FORM_PATH = '**/api/integration/form/3f6d1c2a-8b4e-4c7a-9e51-2a7b0c9d4e11*';
const DB_FILE = path.join(E2E_TMP, 'data', 'qs.sqlite');

const form = (page: Page) => page.getByRole('form', { name: '¿Necesitas más información?' });

test.describe('dynamic form on the contact page', () => {
  test("shows 'Cargando formulario ...' until the definition arrives, then the server's fields", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first view of /contacto comes with its form (rendered on the server); reached from another page, the
    // browser asks the definition and shows the loading state meanwhile.
    await page.goto('/');
    await page.route(CONTACT_FORM_PATH, async (route) => {
      await held;
      await route.continue();
    });
    await navigateInApp(page, '/contacto');
    await expect(page.getByRole('status').filter({ hasText: 'Cargando formulario ...' })).toBeVisible();
    release();
    await expect(form(page).getByRole('textbox', { name: 'Nombre completo' })).toBeVisible();
    await expect(form(page).getByRole('group', { name: 'Teléfono' })).toBeVisible();
    await expect(form(page).getByRole('combobox', { name: '¿Cuándo prefieres que te llamemos?' })).toBeVisible();
    // The employee count is for company products only.
    await expect(form(page).getByRole('textbox', { name: 'Cantidad de empleados' })).toHaveCount(0);
    // Never a silently disabled 'Enviar': pressed too early, it names what is missing and goes to the first.
    await form(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(
      form(page)
        .getByRole('alert')
        .filter({ hasText: /^Para enviar, revisa estos campos: Nombre completo, .*Correo electrónico/ }),
    ).toBeVisible();
    await expect(form(page).getByRole('textbox', { name: 'Nombre completo' })).toBeFocused();
  });

  test('errors appear once a field is changed; accented names of any script are names', async ({ page }) => {
    await page.goto('/contacto');
    const name = form(page).getByRole('textbox', { name: 'Nombre completo' });
    await name.click();
    await form(page).getByRole('textbox', { name: 'Correo electrónico' }).click();
    await expect(form(page).getByText('Este campo es requerido')).toHaveCount(0);

    await name.fill('R2-D2');
    await expect(form(page).getByText('Ingrese solamente letras')).toBeVisible();
    await name.fill('');
    await expect(form(page).getByText('Este campo es requerido')).toBeVisible();
    for (const accented of ['Zoë Nguyễn', 'José Pérez-Ávila']) {
      await name.fill(accented);
      await expect(name).toHaveAttribute('aria-invalid', 'false');
    }
    await form(page).getByRole('textbox', { name: 'Correo electrónico' }).fill('zoe@');
    await form(page).getByRole('textbox', { name: 'Mensaje' }).click();
    await expect(form(page).getByText('Vuelve a introducir un email válido.')).toBeVisible();
    await expect(form(page).getByText('Revisa los campos marcados antes de enviar')).toBeVisible();
  });

  test("the phone prefix starts at the visitor's country, clears on focus and comes back on blur", async ({ page }) => {
    await page.goto('/contacto');
    const prefix = form(page).getByRole('combobox', { name: 'Prefijo' });
    // No edge header locally: the API places the visitor in Colombia.
    await expect(prefix).toHaveValue('+57');
    await prefix.focus();
    await expect(prefix).toHaveValue('');
    await form(page).getByRole('textbox', { name: 'Teléfono' }).focus();
    await expect(prefix).toHaveValue('+57');
    await expect(form(page).getByText('Este campo es requerido')).toHaveCount(0);

    await prefix.fill('+99');
    await expect(form(page).getByText('Selecciona un valor de la lista')).toBeVisible();
    await prefix.fill('+51');
    await expect(form(page).getByText('Selecciona un valor de la lista')).toHaveCount(0);
  });

  test('a send stores one lead with the unrecognized answers, then the form is reset; axe finds nothing serious', async ({
    page,
  }) => {
    await page.goto('/contacto');
    const prefix = form(page).getByRole('combobox', { name: 'Prefijo' });
    await expect(prefix).toHaveValue('+57');
    await form(page).getByRole('textbox', { name: 'Nombre completo' }).fill('Zoë Nguyễn');
    await form(page).getByRole('textbox', { name: 'Teléfono' }).fill('300 123 4567');
    await form(page).getByRole('textbox', { name: 'Correo electrónico' }).fill('zoe.nguyen@example.co');
    await form(page).getByRole('combobox', { name: '¿Cuándo prefieres que te llamemos?' }).selectOption('tarde');
    await form(page).getByRole('textbox', { name: 'Mensaje' }).fill('Busco un plan para mi familia');
    await authorise(form(page));
    expect(await blockingViolations(page)).toEqual([]);

    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/contactos') && response.request().method() === 'POST',
    );
    await form(page).getByRole('button', { name: 'Enviar' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const { data } = (await response.json()) as { data: { id: number } };

    await expect(page.getByText('Solicitud enviada. En los próximos segundos recibirás un email.')).toBeVisible();
    await expect(form(page).getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('');
    await expect(prefix).toHaveValue('+57'); // the reset's null prefix gets the default back

    const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT kind, business_line_id, fields FROM leads WHERE id = ?').get(data.id) as {
        kind: string;
        business_line_id: number;
        fields: string;
      };
      expect(row.kind).toBe('contact');
      expect(row.business_line_id).toBe(8);
      expect(JSON.parse(row.fields)).toMatchObject({
        first_name: 'Zoë Nguyễn',
        telefono: '+57 300 123 4567',
        email: 'zoe.nguyen@example.co',
        mensaje: 'Busco un plan para mi familia',
        unrecognizedAdditionalData: { fld_contact_hour: 'tarde' },
      });
    } finally {
      db.close();
    }
  });
});
