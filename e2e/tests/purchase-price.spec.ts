import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { purchaseIdOfUrl, storedPurchase } from '../support/purchases-db';
import { PHONE } from '../support/viewports';
import { authorise, SENSITIVE_AUTHORISATION_LABEL } from '../support/data-authorisation';

// What the online purchase tells and charges must be true (docs/adr/0019-online-purchase.md): one price, the
// profile's (repriced by the birth date the purchase collects), no fee on top of it, and a card form that
// formats as typed, shows no internal code and puts the focus on a refusal.
const PLAN = 'ASE204-SALUDPLUS';
const PROFILE = { ingresodatos: true, cotizante: [{ edad: 34, sexo: 'Masculino' }], cargas: [] };
const BIRTH_AGE = 47;

interface Price {
  minPrice: number;
  suffix: string;
  basis: string;
}

/** The plan's price for a profile, as the plan page and the cards ask the API for it. */
const priceFor = async (request: APIRequestContext, edad: number): Promise<Price> => {
  const plan = ((await (await request.get(`/api/insurance/product/${PLAN}`)).json()) as { data: { id: number } }).data;
  const answer = await request.post(`/api/insurance/${plan.id}/calculatePrice`, {
    data: { profile: { ...PROFILE, cotizante: [{ edad, sexo: 'Masculino' }] }, productType: 'colombia' },
  });
  return ((await answer.json()) as { data: { price: Price } }).data.price;
};

const cop = (amount: number) => `$ ${new Intl.NumberFormat('es-CO').format(amount)}`;
/** A birth date that is `age` years old today (two months past the birthday: no edge of a day). */
const bornYearsAgo = (age: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - 2);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  return date.toISOString().slice(0, 10);
};
const text = async (page: Page, name: string) =>
  (await page.getByRole('region', { name }).innerText()).replace(/\s+/g, ' ');

test.describe('the online purchase tells and charges the truth', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((profile) => {
      if (!localStorage.getItem('V1.6_CO')) localStorage.setItem('V1.6_CO', JSON.stringify({ colombia: profile }));
    }, PROFILE);
  });

  test(
    "one price, the profile's, repriced by the birth date before payment, with no fee; the card form formats as typed",
    PHONE,
    async ({ page, request }) => {
      const at34 = await priceFor(request, 34);
      const atBirth = await priceFor(request, BIRTH_AGE);
      expect([at34.basis, atBirth.basis]).toEqual(['profile', 'profile']);

      await page.goto(`/Compra-Online/${PLAN}`);
      const summary = page.getByRole('region', { name: 'Salud Plus Ceiba' });
      await expect(summary).toContainText(`Precio para tu perfil ${cop(at34.minPrice)} ${at34.suffix}`, {
        timeout: 30_000,
      });
      await expect(summary).not.toContainText('Desde');

      await page
        .getByRole('region', { name: 'Contrátalo online' })
        .getByRole('button', { name: 'Comprar online' })
        .click();
      const personal = page.getByRole('form', { name: 'Datos personales' });
      await personal.getByLabel('Nombre completo').fill('Camila Rojas');
      await personal.getByLabel('Número de documento').fill('52123456');
      await personal.getByLabel('Fecha de nacimiento').fill(bornYearsAgo(BIRTH_AGE));
      await personal.getByLabel('Correo electrónico').fill('camila.precio@example.co');
      await personal.getByLabel('Teléfono').fill('3001234567');
      await personal.getByLabel('Dirección').fill('Calle 100 # 15-20');
      await personal.getByLabel('Ciudad').fill('Bogotá');
      await authorise(personal);
      await personal.getByRole('button', { name: 'Guardar y continuar' }).click();
      const health = page.getByRole('form', { name: 'Declaración de salud' });
      await health.getByRole('radiogroup').first().getByLabel('No').check();
      await health.getByLabel('Declaro que la información es verdadera y completa.').check();
      await authorise(health, SENSITIVE_AUTHORISATION_LABEL);
      await health.getByRole('button', { name: 'Guardar y continuar' }).click();

      // Before paying: the birth date's price, said as such, everywhere on the page.
      const card = page.getByRole('form', { name: 'Datos de la tarjeta' });
      await expect(card).toBeVisible();
      await expect(page.getByText(/^Actualizamos tu precio/)).toHaveText(
        `Actualizamos tu precio con tu fecha de nacimiento: tienes ${BIRTH_AGE} años (en tu perfil indicaste 34). Tu precio es ${cop(atBirth.minPrice)} ${atBirth.suffix}; antes era ${cop(at34.minPrice)} ${at34.suffix}.`,
      );
      await expect(summary).toContainText(`Precio para tu perfil ${cop(atBirth.minPrice)} ${atBirth.suffix}`);
      expect(await text(page, 'Resumen del pago')).toBe(
        `Plan (1 mes) ${cop(atBirth.minPrice)} Total a pagar ${cop(atBirth.minPrice)}`,
      );
      await expect(page.getByText(/Comisión|Impuesto/)).toHaveCount(0);
      expect(await blockingViolations(page)).toEqual([]);

      // The card as it is typed; a wrong month says what to fix, with no internal code.
      const number = card.getByLabel('Número de la tarjeta');
      const expiry = card.getByLabel('Vencimiento (MM/AA)');
      await number.pressSequentially('4509953566233704');
      await expect(number).toHaveValue('4509 9535 6623 3704');
      await expiry.pressSequentially('1330');
      await card.getByLabel('Nombre como aparece en la tarjeta').fill('OTHE');
      await card.getByLabel('Código de seguridad').fill('123');
      const pay = card.getByRole('button', { name: `Pagar ${cop(atBirth.minPrice)}` });
      await pay.click();
      await expect(card.getByText('El mes de vencimiento no es válido: escríbelo como MM/AA.')).toBeVisible();
      await expect(card).not.toContainText(/\(\d{4}\)/);
      await expiry.fill('');
      await expiry.pressSequentially('1130');
      await expect(expiry).toHaveValue('11/30');

      // A refusal: the focus is on its message.
      await pay.click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Tu pago no se aprobó' });
      await expect(refusal).toBeFocused();
      await expect(refusal).toBeInViewport();
      expect(await blockingViolations(page)).toEqual([]);

      await card.getByLabel('Nombre como aparece en la tarjeta').fill('APRO');
      await number.pressSequentially('5555555555554444');
      await card.getByLabel('Código de seguridad').fill('321');
      await pay.click();
      await expect(page.getByRole('heading', { name: '¡Compra exitosa!' })).toBeVisible();
      await expect(
        page.getByText(`Tu pago de ${cop(atBirth.minPrice)} con Mastercard terminada en 4444 fue aprobado`, {
          exact: false,
        }),
      ).toBeVisible();
      expect(
        storedPurchase(purchaseIdOfUrl(page.url())).attempts.map((attempt) => [attempt.status, Number(attempt.total)]),
      ).toEqual([
        ['rejected', atBirth.minPrice],
        ['approved', atBirth.minPrice],
      ]);
    },
  );
});
