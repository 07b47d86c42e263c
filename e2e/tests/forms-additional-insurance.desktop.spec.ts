import { expect, test } from '../support/test';
import { blockingViolations } from '../support/axe';
import { leadsWithEmail } from '../support/leads-db';
import { AUTHORISATION_REQUIRED, authorise, storedAuthorisations } from '../support/data-authorisation';

// docs/product/forms.md#additional-insurance: a visitor with an EPS or prepaid medicine asks for an additional
// insurance through the real API; the request is stored once, with the authorisation, and they add a contact time.
const SUCCESS = 'Solicitud enviada. En los próximos segundos recibirás un email.';

test('additional insurance: the footer leads to the form, which validates, stores one request and takes details', async ({
  page,
}) => {
  const email = `adicional.${Date.now()}@example.co`;
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Seguro adicional para tu EPS o prepagada' }).click();
  await expect(page).toHaveURL(/\/Seguro-Adicional$/);
  await expect(page).toHaveTitle('Solicita un seguro adicional | QuieroSeguro');
  const form = page.getByRole('form', { name: 'Solicitud de seguro adicional' });

  // Nothing is sent before every field is right: the errors are named in Spanish. The button is only
  // aria-disabled while the form is invalid (Playwright would wait for it to be enabled): the keyboard presses it.
  await form.getByRole('button', { name: 'Solicitar seguro adicional' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Selecciona tu EPS o medicina prepagada.')).toBeVisible();
  await expect(form.getByText(AUTHORISATION_REQUIRED)).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Tu EPS o medicina prepagada' })).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);

  await form
    .getByRole('combobox', { name: 'Tu EPS o medicina prepagada' })
    .selectOption({ label: 'Horizonte Salud EPS' });
  await form
    .getByRole('combobox', { name: '¿Qué quieres complementar?' })
    .selectOption({ label: 'Enfermedades graves' });
  await form.getByRole('combobox', { name: 'Personas a asegurar' }).selectOption('2');
  await form.getByRole('combobox', { name: 'Departamento' }).selectOption({ label: 'Antioquia' });
  const provider = form.getByRole('combobox', { name: 'Clínica u hospital de preferencia (opcional)' });
  await expect(provider).toBeEnabled();
  await provider.selectOption({ label: 'Clínica Los Laureles Medellín (Medellín)' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill('María Fernanda Gómez');
  await form.getByRole('textbox', { name: 'Número de documento' }).fill('1.020.304.050');
  await form.getByRole('textbox', { name: 'Teléfono' }).fill('300 123 4567');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await authorise(form);
  await form.getByRole('button', { name: 'Solicitar seguro adicional' }).click();

  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Solicitud enviada' })).toBeFocused();
  const [lead] = leadsWithEmail(email);
  expect(leadsWithEmail(email)).toHaveLength(1);
  expect(lead?.kind).toBe('plan_request');
  expect(lead?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(lead?.fields).toMatchObject({
    solicitud: 'seguro_adicional',
    institucion: 'EPS102',
    cobertura: 'enfermedades_graves',
    regionNumero: '05',
    prestador: 101,
    asegurados: 2,
    documento: '1020304050',
  });
  expect(storedAuthorisations('leads', email)).toEqual([
    {
      data_policy_version: expect.any(String),
      data_policy_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      data_authorised_at: expect.any(String),
    },
  ]);

  const details = page.getByRole('form', { name: 'Completa tu solicitud' });
  await details.getByRole('radio', { name: 'En la mañana (9:00 a 12:00)' }).check();
  await details.getByRole('textbox', { name: 'Comentario (opcional)' }).fill('Prefiero WhatsApp');
  await details.getByRole('button', { name: 'Agregar a mi solicitud' }).click();
  await expect(page.getByText('Listo: agregamos estos datos a tu solicitud.')).toBeVisible();
  expect(leadsWithEmail(email)[0]?.fields.actualizacion).toMatchObject({
    horarioContacto: 'manana',
    comentario: 'Prefiero WhatsApp',
  });
  expect(await blockingViolations(page)).toEqual([]);

  // The page as the server renders it: a new, empty request (the secret lived in the page only).
  await page.reload();
  await expect(form.getByRole('combobox', { name: 'Tu EPS o medicina prepagada' })).toHaveValue('');
  await expect(page.getByRole('form', { name: 'Completa tu solicitud' })).toHaveCount(0);
});
