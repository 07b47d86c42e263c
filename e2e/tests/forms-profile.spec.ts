import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';

// The profile form's rules (docs/product/forms.md) on the composed site: the forms slice's form inside the
// results slice's profile modal (/Comparar/EPS) and inline in the compare banner (/Comparar/Polizas-de-Salud).
const FIRST_VIEW_KEY = 'qs-compare-first-view';
const PROFILE_KEY = 'V1.6_CO';

/** This visitor has seen the first-view popover, so it cannot cover what a test clicks. */
const firstViewSeen = (page: Page) =>
  page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ seenAt: '2026-01-01T00:00:00.000Z' })),
    FIRST_VIEW_KEY,
  );

const openProfileModal = async (page: Page) => {
  await firstViewSeen(page);
  await page.goto('/Comparar/EPS');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ingresa tus datos para ver tu precio' }).click();
  const modal = page.getByRole('dialog', { name: '¿Quiénes serán asegurados?' });
  await expect(modal.getByRole('group', { name: 'Titular' })).toBeVisible();
  return modal;
};

const fillHolder = async (
  page: Page,
  scope = page.getByRole('group', { name: 'Titular' }),
  sex: 'Hombre' | 'Mujer' = 'Hombre',
) => {
  await scope.getByLabel('Edad').fill('38');
  await scope.getByRole('radio', { name: sex }).check();
  await scope.getByLabel('EPS actual').selectOption({ index: 1 });
};

test.describe('profile form rules on a desktop', () => {
  test('3 digits at most, no sex chosen for the visitor, the missing fields listed, the couple toggle', async ({
    page,
  }) => {
    const modal = await openProfileModal(page);
    const holderSex = modal.getByRole('group', { name: 'Titular' }).getByRole('group', { name: 'Sexo' });
    await expect(holderSex.getByRole('radio', { name: 'Hombre' })).not.toBeChecked();
    await expect(holderSex.getByRole('radio', { name: 'Mujer' })).not.toBeChecked();
    const age = modal.getByRole('group', { name: 'Titular' }).getByLabel('Edad');
    await age.pressSequentially('4a5-67');
    await expect(age).toHaveValue('456');

    await age.fill('');
    await modal.getByRole('button', { name: 'Comparar' }).click();
    await expect(modal.getByRole('alert').filter({ hasText: 'No se ingresaron' })).toHaveText(
      'No se ingresaron los siguientes campos: Edad (Titular), Sexo (Titular), EPS actual (Titular)',
    );
    await expect(modal).toBeVisible();

    await modal.getByRole('button', { name: 'Agregar pareja' }).click();
    const partner = modal.getByRole('group', { name: 'Pareja' });
    await expect(partner.getByRole('radio', { name: 'Mujer' })).not.toBeChecked();
    await expect(partner.getByRole('radio', { name: 'Hombre' })).not.toBeChecked();
    await expect(partner.getByLabel('Edad')).toBeFocused();
    await modal.getByRole('button', { name: 'Quitar pareja' }).click();
    await expect(partner).toHaveCount(0);
    await modal.getByRole('button', { name: 'Agregar pareja' }).click();

    await fillHolder(page, modal.getByRole('group', { name: 'Titular' }));
    await fillHolder(page, partner, 'Mujer');
    const repriced = page.waitForRequest(
      (request) => request.url().includes('/api/insurance/compare/metadata') && request.method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Comparar' }).click();
    const profile = (await repriced).postDataJSON().profile;
    expect(profile).toMatchObject({
      enPareja: true,
      cotizante: [
        { edad: 38, sexo: 'Masculino' },
        { edad: 38, sexo: 'Femenino' },
      ],
    });
    await expect(modal).toBeHidden();
  });

  test('the dependants dropdown: one spouse, and it cannot close while an age is missing', async ({ page }) => {
    const modal = await openProfileModal(page);
    const summary = modal.getByRole('button', { name: /^Beneficiarios: 0/ });
    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    const box = page.getByRole('dialog', { name: 'Beneficiarios' });
    const add = box.getByRole('button', { name: 'Agregar beneficiario' });
    await expect(add).toBeFocused();
    await add.click();
    await add.click();
    const first = box.getByRole('group', { name: 'Beneficiarios 1' });
    const second = box.getByRole('group', { name: 'Beneficiarios 2' });

    await first.getByLabel('Parentesco').selectOption('Cónyuge');
    await expect(second.getByRole('option', { name: 'Cónyuge' })).toBeDisabled();
    await expect(first.getByRole('option', { name: 'Cónyuge' })).toBeEnabled();
    await first.getByLabel('Edad').fill('36');
    await expect(first.getByRole('radio', { name: 'Hombre' })).not.toBeChecked();
    await first.getByRole('radio', { name: 'Hombre' }).check();

    // Aceptar, Escape and a click outside are refused: the box stays, the dependant shakes, it says why.
    await box.getByRole('button', { name: 'Aceptar' }).click();
    await expect(
      box.getByRole('alert').filter({ hasText: 'Ingresa la edad de cada beneficiario para cerrar.' }),
    ).toBeVisible();
    await expect(second).toHaveClass(/qs-dependant--shake-/);
    await expect(first).not.toHaveClass(/qs-dependant--shake-/);
    await expect(second.getByLabel('Edad')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toBeVisible();
    await expect(modal).toBeVisible();
    // A click outside the box (the box may cover the form around its button): the page's corner.
    await page.mouse.click(5, 5);
    await expect(box).toBeVisible();
    await expect(modal).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await second.getByLabel('Edad').pressSequentially('1234');
    await expect(second.getByLabel('Edad')).toHaveValue('123');
    await second.getByLabel('Edad').fill('7');
    await second.getByRole('radio', { name: 'Mujer' }).check();
    await second.getByLabel('Parentesco').selectOption('Hijo');
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: /^Beneficiarios: 2/ })).toBeFocused();
    await expect(modal.getByRole('button', { name: /^Beneficiarios: 2/ })).toContainText('Edades: 36, 7');

    await fillHolder(page, modal.getByRole('group', { name: 'Titular' }));
    const repriced = page.waitForRequest(
      (request) => request.url().includes('/api/insurance/compare/metadata') && request.method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Comparar' }).click();
    expect((await repriced).postDataJSON().profile.cargas).toEqual([
      { edad: 36, sexo: 'Masculino', parentesco: 'Cónyuge' },
      { edad: 7, sexo: 'Femenino', parentesco: 'Hijo' },
    ]);
  });

  test('the banner form: running, then ¡Listo! for 3 s, then its label', async ({ page }) => {
    await firstViewSeen(page);
    await page.goto('/Comparar/Polizas-de-Salud');
    const form = page
      .getByRole('region', { name: 'Encuentra la póliza de salud que te cubre' })
      .locator('[data-slice="forms"]');
    await expect(form.getByRole('group', { name: 'Titular' })).toBeVisible();
    await fillHolder(page, form.getByRole('group', { name: 'Titular' }));

    await form.getByRole('button', { name: 'Calcular precios' }).click();
    const finished = form.getByRole('button', { name: '¡Listo!' });
    await expect(finished).toBeVisible();
    await expect(finished).toBeEnabled();
    const shownAt = Date.now();
    await expect(form.getByRole('button', { name: 'Calcular precios' })).toBeVisible({ timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
    await expect(page.getByRole('button', { name: 'Editar asegurados' })).toBeVisible();
  });

  test('a stored valid profile gets the data-entered flag after 1 s and the results price it', async ({ page }) => {
    await firstViewSeen(page);
    await page.addInitScript((key) => {
      if (localStorage.getItem(key)) return;
      const profile = {
        ingresodatos: false,
        cotizante: [{ edad: 52, sexo: 'Femenino', eps_actual: 'EPS101', maternidad: false }],
        cargas: [],
      };
      localStorage.setItem(key, JSON.stringify({ colombia: profile }));
    }, PROFILE_KEY);
    const priced = page.waitForRequest(
      (request) =>
        request.url().includes('/api/insurance/compare/metadata') &&
        request.method() === 'POST' &&
        Boolean(request.postDataJSON().profile?.ingresodatos),
    );
    await page.goto('/Comparar/Polizas-de-Salud');
    expect((await priced).postDataJSON().profile.cotizante[0]).toMatchObject({ edad: 52, sexo: 'Femenino' });
    await expect(page.getByRole('button', { name: 'Editar asegurados' })).toBeVisible();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), PROFILE_KEY);
    expect(stored.colombia).toMatchObject({ ingresodatos: true, enPareja: false });
  });
});

test.describe('profile form rules on a phone (375 px: the dependants are a bottom sheet)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the bottom sheet is anchored to the bottom and cannot close while an age is missing', async ({ page }) => {
    const modal = await openProfileModal(page);
    const summary = modal.getByRole('button', { name: /^Beneficiarios: 0/ });
    await summary.tap();
    const sheet = page.getByRole('dialog', { name: 'Beneficiarios' });
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((element) => element.tagName)).toBe('DIALOG');
    const frame = (await sheet.boundingBox())!;
    expect(Math.round(frame.y + frame.height)).toBe(812);
    expect(Math.round(frame.width)).toBe(375);

    await sheet.getByRole('button', { name: 'Agregar beneficiario' }).tap();
    const dependant = sheet.getByRole('group', { name: 'Beneficiarios 1' });
    await expect(dependant.getByLabel('Edad')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.touchscreen.tap(187, 20); // the backdrop above the sheet
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('alert').filter({ hasText: 'Ingresa la edad' })).toHaveText(
      'Ingresa la edad de cada beneficiario para cerrar.',
    );
    await expect(dependant.getByText('Este campo es requerido')).toBeVisible();
    await expect(dependant).toHaveClass(/qs-dependant--shake-/);
    expect(await blockingViolations(page)).toEqual([]);

    await dependant.getByLabel('Edad').fill('5');
    await sheet.getByRole('button', { name: 'Aceptar' }).tap();
    await expect(sheet).toBeHidden();
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: /^Beneficiarios: 1/ })).toBeFocused();
  });
});
