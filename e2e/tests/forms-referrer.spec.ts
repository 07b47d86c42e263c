import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { ALIADO, originOf } from '../support/partners';
import { footer, header, SHELL, shellReady } from '../support/shell';

// The footer's 'Referidos' opens the forms slice's referrer modal (qs_forms/ReferrerModal) over the real API
// (GET /api/referrers/by-email); a found referrer reaches the header's user-mode banner through the bus.
const FORMS_ORIGIN = 'http://localhost:3003';
const DAY_MS = 24 * 60 * 60 * 1000;

const openReferrals = async (page: Page) => {
  await footer(page).getByRole('button', { name: 'Referidos' }).click();
  const modal = page.getByRole('dialog', { name: 'Programa de referidos' });
  await expect(modal).toBeVisible();
  return modal;
};
const emailField = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Programa de referidos' })
    .getByRole('textbox', { name: 'Correo de quien te refirió' });
const banner = (page: Page) => header(page).getByRole('complementary', { name: SHELL.userMode });
const storedReferrer = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('qs_referrer') ?? 'null') as Record<string, unknown> | null);

test.describe('referrer modal (footer → qs_forms/ReferrerModal)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await shellReady(page);
  });

  test('found on Enter: stored as a referral, greeted with the portal link, and named in the header banner', async ({
    page,
  }) => {
    const modal = await openReferrals(page);
    await expect(modal).toContainText('Recomienda QuieroSeguro');
    await expect(modal.locator('[data-slice="forms"]')).toHaveCount(0); // the dialog is the slice's own
    expect(await blockingViolations(page)).toEqual([]);
    await expect(banner(page)).toHaveCount(0);

    await emailField(page).fill('camila.ortiz@example.com');
    await emailField(page).press('Enter');
    const result = page.getByRole('dialog', { name: '¡Referidor encontrado!' });
    await expect(result).toContainText('¡Hola! Desde ahora te acompaña');
    await expect(result.getByText('Camila Ortiz', { exact: true })).toBeVisible();
    await expect(result.getByRole('link', { name: 'Ir al portal de clientes' })).toHaveAttribute(
      'href',
      '/Portal-clientes',
    );
    await expect(banner(page)).toHaveText('Camila Ortiz');
    expect(await blockingViolations(page)).toEqual([]);
    expect(await storedReferrer(page)).toMatchObject({
      email: 'camila.ortiz@example.com',
      name: 'Camila Ortiz',
      loggedAs: 'referral',
      ejecutivo: 'ana.rodriguez@quieroseguro.co',
    });

    await result.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(result).toBeHidden();
    await expect(footer(page).getByRole('button', { name: 'Referidos' })).toBeFocused();

    // A referrer with an executive does not expire after 30 days (docs/product/forms.md).
    await page.evaluate(
      (initialDate) => {
        const stored = JSON.parse(localStorage.getItem('qs_referrer')!);
        localStorage.setItem('qs_referrer', JSON.stringify({ ...stored, initialDate }));
      },
      new Date(Date.now() - 45 * DAY_MS).toISOString(),
    );
    await page.reload();
    await expect(banner(page)).toHaveText('Camila Ortiz');
  });

  test("not found: 'Referidor ¡No encontrado!..' with the advisor-not-found message, the referrer cleared", async ({
    page,
  }) => {
    await page.evaluate(() =>
      localStorage.setItem(
        'qs_referrer',
        JSON.stringify({
          email: 'felipe.arango@example.com',
          name: 'Felipe Arango',
          loggedAs: 'referral',
          initialDate: new Date().toISOString(),
        }),
      ),
    );
    await page.reload();
    await expect(banner(page)).toHaveText('Felipe Arango');

    await openReferrals(page);
    await emailField(page).fill('nadie@example.com');
    await page.getByRole('dialog', { name: 'Programa de referidos' }).getByRole('button', { name: 'Buscar' }).click();
    const result = page.getByRole('dialog', { name: 'Referidor ¡No encontrado!..' });
    await expect(result.getByRole('alert')).toHaveText(/No encontramos un referidor ni un asesor con ese correo/);
    await expect(banner(page)).toHaveCount(0);
    expect(await storedReferrer(page)).toBeNull();
    expect(await blockingViolations(page)).toEqual([]);

    // Back to the search, the e-mail kept to correct it.
    await result.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(emailField(page)).toHaveValue('nadie@example.com');
  });

  test('the e-mail field takes at most 50 characters and asks for a valid address before searching', async ({
    page,
  }) => {
    const lookups: string[] = [];
    page.on('request', (request) => request.url().includes('/api/referrers/by-email') && lookups.push(request.url()));
    await openReferrals(page);
    await expect(emailField(page)).toHaveAttribute('maxlength', '50');
    await emailField(page).pressSequentially(`${'a'.repeat(45)}@example.com`);
    await expect(emailField(page)).toHaveValue(`${'a'.repeat(45)}@exam`);

    await emailField(page).fill('camila@');
    await emailField(page).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Programa de referidos' }).getByRole('alert')).toHaveText(
      'Vuelve a introducir un email válido.',
    );
    expect(lookups).toEqual([]);
  });

  test('with the forms slice down, the modal holds the error panel; Reintentar brings the search back', async ({
    page,
  }) => {
    await page.route(`${FORMS_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    const modal = await openReferrals(page);
    const retry = modal.getByRole('button', { name: SHELL.retry });
    await expect(retry).toBeVisible();
    await expect(footer(page).getByRole('group', { name: 'EPS', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'QuieroSeguro, ir al inicio' })).toBeVisible();

    await page.unroute(`${FORMS_ORIGIN}/**`);
    await retry.click();
    await expect(emailField(page)).toBeVisible();
  });
});

test.describe('referrer modal in pseudo-login mode (aliado, whose configuration carries a referer)', () => {
  test('cannot be dismissed until a referrer is found', async ({ page }) => {
    await page.goto(`${originOf(ALIADO)}${ALIADO.footerEnabledRoutes[0]}`);
    await shellReady(page);
    const modal = await openReferrals(page);
    await expect(modal).toContainText('Para continuar en Banco Aliado, ingresa el correo de tu referidor.');
    await expect(modal.getByRole('button', { name: 'Cerrar referidos' })).toBeDisabled();
    // Twice: Chrome closes a modal by itself on a second Escape whose cancel cannot be refused.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await expect(emailField(page)).toBeVisible();

    await emailField(page).fill('camila.ortiz@example.com');
    await emailField(page).press('Enter');
    const result = page.getByRole('dialog', { name: '¡Referidor encontrado!' });
    await result.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(result).toBeHidden();
    await expect(modal).toBeHidden();
  });
});
