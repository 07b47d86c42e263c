import { expect, test } from '../support/test';

test('the profile form of the forms slice, shown by results, crosses the bus and reprices the list', async ({
  page,
}) => {
  await page.goto('/Comparar/EPS');
  const firstPrice = page.getByRole('article').first().locator('.qs-plan-card__amount');
  await expect(firstPrice).toBeVisible();
  const pricesBefore = await page.locator('.qs-plan-card__amount').allInnerTexts();

  await page.getByRole('button', { name: 'Ingresa tus datos para ver tu precio' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Quiénes serán asegurados?' });
  await expect(dialog).toBeVisible();
  const holder = dialog.getByRole('group', { name: 'Titular' });
  await holder.getByLabel('Edad').fill('62');
  await holder.getByRole('radio', { name: 'Mujer' }).check();
  await holder.getByLabel('EPS actual').selectOption({ index: 1 });

  const repriced = page.waitForRequest(
    (request) => request.url().includes('/api/insurance/compare/metadata') && request.method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Comparar' }).click();
  const request = await repriced;
  expect(request.postDataJSON().profile.cotizante[0]).toMatchObject({ edad: 62, sexo: 'Femenino' });

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Editar asegurados' })).toBeVisible();
  await expect.poll(() => page.locator('.qs-plan-card__amount').allInnerTexts()).not.toEqual(pricesBefore);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('V1.6_CO') ?? '{}'));
  expect(stored.colombia.cotizante[0].edad).toBe(62);
});

test('a plan card opens the detail slice in a modal with the plan URL; Back closes it', async ({ page }) => {
  await page.goto('/Comparar/EPS');
  const card = page.getByRole('article').first();
  const name = await card.getByRole('heading', { level: 3 }).innerText();
  const href = await card.getByRole('link', { name: /Ver plan/ }).getAttribute('href');
  await card.getByRole('link', { name: /Ver plan/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Detalle del plan' });
  await expect(dialog.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The forms slice's contact card in the request column (the FAQ holds its button form too).
  await expect(
    dialog.locator('[data-slice="forms"]').getByRole('region', { name: '¿Necesitas más información?' }),
  ).toBeVisible();

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/Comparar\/EPS$/);
});
