import Database from 'better-sqlite3';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import {
  AUTHORISATION_LABEL,
  AUTHORISATION_REQUIRED,
  authorise,
  SENSITIVE_AUTHORISATION_LABEL,
  SENSITIVE_AUTHORISATION_REQUIRED,
  storedAuthorisations,
} from '../support/data-authorisation';
import { E2E_TMP } from '../support/environment';
import { purchaseIdOfUrl } from '../support/purchases-db';

// docs/security.md#data-authorisation: every form that collects personal data asks, unticked, for the authorisation
// of its processing (Ley 1581 de 2012) and links to the policy; without the tick nothing reaches the API; with it the
// lead is stored with the policy's version, the time and the hash of its text.
const POLICY_PATH = '/politica-de-tratamiento-de-datos';
const POLICY_TITLE = 'Política de tratamiento de datos personales';
const uniqueEmail = (name: string) => `autoriza.${name}.${Date.now()}@example.co`;

/** Every POST the page sends to an API path ending in `suffix`, as it happens. */
const postsTo = (page: Page, suffix: RegExp): string[] => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && suffix.test(new URL(request.url()).pathname)) sent.push(request.url());
  });
  return sent;
};

/**
 * The send was refused in the page: the box says why, and the form's own checks are done (the error is shown once the
 * send was handled), so a request would have left by now.
 */
const expectRefused = async (
  form: Locator,
  sent: string[],
  label = AUTHORISATION_LABEL,
  message = AUTHORISATION_REQUIRED,
) => {
  const box = form.getByRole('checkbox', { name: label });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(message);
  expect(sent).toEqual([]);
};

const policyOf = async (page: Page) =>
  ((await (await page.request.get('/api/privacy-policy')).json()) as { data: { version: string; hash: string } }).data;

test.describe('the authorisation of the processing of personal data', () => {
  test('the contact page refuses to send without it, links to the policy, and stores the lead with its version', async ({
    page,
  }) => {
    const sent = postsTo(page, /\/api\/contactos$/);
    await page.goto('/contacto');
    const form = page
      .getByRole('region', { name: '¿Necesitas más información?' })
      .getByRole('form', { name: '¿Necesitas más información?' });
    await expect(form.getByRole('combobox', { name: 'Prefijo' })).toHaveValue('+57');
    const email = uniqueEmail('contacto');
    await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Camila Rojas');
    await form.getByRole('textbox', { name: 'Teléfono' }).fill('3001234567');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      form
        .getByRole('alert')
        .filter({ hasText: 'Para enviar, revisa estos campos: Autorización de datos personales.' }),
    ).toBeVisible();
    await expectRefused(form, sent);

    // The words link to the policy, opened beside the form so that what was typed stays.
    const link = form.getByRole('link', { name: 'tratamiento de mis datos personales' });
    await expect(link).toHaveAttribute('href', POLICY_PATH);
    const [policyPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await policyPage.waitForLoadState();
    await expect(policyPage).toHaveURL(new RegExp(`${POLICY_PATH}$`));
    await expect(policyPage.getByRole('heading', { level: 1, name: POLICY_TITLE })).toBeVisible();
    await policyPage.close();
    await expect(form.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);

    await authorise(form);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Solicitud enviada. En los próximos segundos recibirás un email.')).toBeVisible();
    const policy = await policyOf(page);
    const [stored] = storedAuthorisations('leads', email);
    expect(stored).toEqual({
      data_policy_version: policy.version,
      data_policy_hash: policy.hash,
      data_authorised_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  test('the policy page shows the policy in force, rendered on the server, without serious axe violations', async ({
    page,
  }) => {
    const policy = await policyOf(page);
    // Rendered on the server like the other pages: the HTML carries the text before any script runs.
    const html = await (await page.request.get(POLICY_PATH)).text();
    expect(html).toContain(POLICY_TITLE);
    expect(html).toContain('Derechos del titular');

    await page.goto(POLICY_PATH);
    await expect(page.getByRole('heading', { level: 1, name: POLICY_TITLE })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^Versión ${policy.version.replace('.', '\\.')}, vigente desde el `)),
    ).toBeVisible();
    for (const section of [
      'Responsable del tratamiento',
      'Finalidades del tratamiento',
      'Datos sensibles',
      'Derechos del titular',
      'Canal de atención de consultas y reclamos',
      'Vigencia',
    ])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByText(/conocer los datos personales .* actualizarlos y rectificarlos/)).toBeVisible();
    await expect(page.getByText(policy.hash, { exact: false })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test("a plan page's request and advisor forms send nothing without it", async ({ page, request }) => {
    const { data } = (await (await request.get('/api/insurance/product/ASE201-CLASICA')).json()) as {
      data: { url: string };
    };
    const sent = postsTo(page, /\/api\/contactos$/);

    // The 'Solicitar' tab.
    await page.goto(`${data.url}/Solicitar`);
    const tab = page
      .getByRole('tabpanel', { name: 'Solicitar' })
      .getByRole('form', { name: 'Solicitud de información' });
    await tab.getByRole('textbox', { name: 'Nombre' }).fill('Camila Rojas');
    await tab.getByRole('textbox', { name: 'Teléfono' }).fill('300 123 4567');
    await tab.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('solicitar'));
    await tab.getByRole('button', { name: 'Enviar' }).click();
    await expectRefused(tab, sent);

    // The advisor's card beside the plan.
    await page.goto(data.url);
    const column = page.getByRole('complementary', { name: '¿Te interesa este plan?' });
    await column.scrollIntoViewIfNeeded();
    const card = column.locator('[data-slice="forms"]');
    await card.getByRole('textbox', { name: 'Nombre' }).fill('Camila Rojas');
    await card.getByRole('textbox', { name: 'Teléfono' }).fill('300 123 4567');
    await card.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('asesor'));
    await card.getByRole('button', { name: 'Enviar' }).click();
    await expectRefused(card, sent);
  });

  test("Compra-Online's plan request sends nothing without it", async ({ page }) => {
    const sent = postsTo(page, /\/api\/solicitarplans$/);
    await page.goto('/Compra-Online/EPS101-ORO');
    const form = page.getByRole('form', { name: /Solicitud del plan/ });
    await form.getByLabel('Nombre').fill('Camila Rojas');
    await form.getByLabel('Teléfono').fill('3001234567');
    await form.getByLabel('Email').fill(uniqueEmail('plan'));
    // The button stays aria-disabled while the form is invalid; Enter sends it, as a visitor can.
    await expect(form.getByRole('button', { name: 'Solicitar este plan' })).toHaveAttribute('aria-disabled', 'true');
    await form.getByLabel('Email').press('Enter');
    await expectRefused(form, sent);
  });

  test("the chat's question form sends nothing without it", async ({ page }) => {
    const sent = postsTo(page, /\/api\/(contactos|chat\/conversations)$/);
    await page.goto('/contacto');
    const launcher = page.getByRole('button', { name: '¡Chatea con nosotros!' });
    await expect(launcher).toBeVisible({ timeout: 30_000 });
    await launcher.click();
    const widget = page.getByRole('dialog', { name: '¡Chatea con nosotros!' });
    await widget.getByRole('textbox', { name: 'Nombre' }).fill('Lucía Peña');
    await widget.getByRole('textbox', { name: 'Correo electrónico' }).fill(uniqueEmail('chat'));
    await widget.getByRole('textbox', { name: 'Teléfono' }).fill('3001234567');
    await widget.getByRole('textbox', { name: /^Tu pregunta/ }).fill('¿El plan cubre a mis padres?');
    await widget.getByRole('button', { name: /Dejar mi pregunta|Iniciar el chat/ }).click();
    await expectRefused(widget, sent);
  });

  test('the online purchase asks for it with the personal data, and for the health data the express one', async ({
    page,
  }) => {
    const steps = postsTo(page, /\/api\/purchases\/[\w-]+\/steps\/[\w-]+$/);
    await page.goto('/Compra-Online/ASE204-SALUDPLUS');
    await page
      .getByRole('region', { name: 'Contrátalo online' })
      .getByRole('button', { name: 'Comprar online' })
      .click();
    const personal = page.getByRole('form', { name: 'Datos personales' });
    await personal.getByLabel('Nombre completo').fill('Camila Rojas');
    await personal.getByLabel('Número de documento').fill('52123456');
    await personal.getByLabel('Fecha de nacimiento').fill('1986-02-28');
    await personal.getByLabel('Correo electrónico').fill('camila.autoriza@example.co');
    await personal.getByLabel('Teléfono').fill('3001234567');
    await personal.getByLabel('Dirección').fill('Calle 100 # 15-20');
    await personal.getByLabel('Ciudad').fill('Bogotá');
    await personal.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expectRefused(personal, steps);
    await authorise(personal);
    await personal.getByRole('button', { name: 'Guardar y continuar' }).click();

    const health = page.getByRole('form', { name: 'Declaración de salud' });
    await expect(health).toBeVisible();
    steps.length = 0;
    await health.getByRole('radiogroup').first().getByLabel('No').check();
    await health.getByLabel('Declaro que la información es verdadera y completa.').check();
    await health.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expectRefused(health, steps, SENSITIVE_AUTHORISATION_LABEL, SENSITIVE_AUTHORISATION_REQUIRED);
    expect(await blockingViolations(page)).toEqual([]);
    await authorise(health, SENSITIVE_AUTHORISATION_LABEL);
    await health.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(page.getByRole('form', { name: 'Datos de la tarjeta' })).toBeVisible();

    const policy = await policyOf(page);
    const db = new Database(path.join(E2E_TMP, 'data/qs.sqlite'), { readonly: true, fileMustExist: true });
    try {
      expect(
        db
          .prepare(
            'SELECT data_policy_version, sensitive_policy_version, sensitive_policy_hash FROM purchases WHERE id = ?',
          )
          .get(purchaseIdOfUrl(page.url())),
      ).toEqual({
        data_policy_version: policy.version,
        sensitive_policy_version: policy.version,
        sensitive_policy_hash: policy.hash,
      });
    } finally {
      db.close();
    }
  });
});
