import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';

// What the plan covers (docs/product/detail.md#tabs): the home tab, 'Donde-Cubre' and 'Detalle-de-Precio' of a plan whose
// catalogue data is known: 5 coverages with clinic networks, 4 FAQ items, an offer, and a maximum entry age
// of 64 (older people are priced 'PriceNotFound').
const PLAN = '/EPS/salud-andina-eps/plan-complementario-oro';
const PRODUCT_IMAGE = '**/api/images/products/EPS101-ORO.svg';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '375 px phone', viewport: { width: 375, height: 812 } },
];

const clinicList = (page: Page) => page.getByRole('region', { name: 'Clínicas y centros médicos donde cubre' });
// Collapsed panels are hidden, so roles find only the clinics a visitor sees.
const clinicCards = (page: Page) => clinicList(page).getByRole('listitem');
const clinicNames = (page: Page) => clinicList(page).getByRole('heading', { level: 4 });

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`plan content (${name})`, () => {
    test.use({ viewport });

    test('home: description, image, what to consider, and FAQ panels that open individually', async ({ page }) => {
      await page.goto(PLAN);
      const description = page.getByRole('region', { name: 'Descripción general' });
      await expect(description.getByText(/El Plan Complementario Oro de Salud Andina EPS complementa/)).toBeVisible();
      await expect(description.getByRole('img', { name: 'Imagen de Plan Complementario Oro' })).toBeVisible();
      const consider = page.getByRole('region', { name: 'Lo que debes considerar' });
      await expect(consider.getByRole('listitem').first()).toContainText('Oferta vigente');
      await expect(consider).toContainText('Amplía los servicios de tu EPS');

      const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
      const first = faq.getByRole('button', { name: /¿Hay periodos de carencia/ });
      const second = faq.getByRole('button', { name: '¿Qué pasa con mis preexistencias?' });
      await first.click();
      await second.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(faq.getByText(/Las urgencias se cubren desde el primer día/)).toBeVisible();
      await expect(faq.getByText(/Debes declararlas en la solicitud/)).toBeVisible();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(faq.getByText(/Las urgencias se cubren desde el primer día/)).toBeHidden();
      await expect(faq.getByText(/Debes declararlas en la solicitud/)).toBeVisible();
      // Keyboard: the trigger is a real button.
      await second.focus();
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('aria-expanded', 'false');

      expect(await blockingViolations(page)).toEqual([]);
    });

    test("home: 'Hablar con un ejecutivo' (chat on in the e2e API) opens the live chat, on a desktop", async ({
      page,
    }) => {
      await page.goto(PLAN);
      const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
      await faq.scrollIntoViewIfNeeded();
      await expect(faq.getByRole('button', { name: /¿Hay periodos de carencia/ })).toBeVisible();
      const button = faq.getByRole('button', { name: 'Hablar con un ejecutivo' });
      if (name !== 'desktop') {
        // The live chat is desktop-only: a phone gets no button that would open nothing.
        await expect(button).toHaveCount(0);
        return;
      }
      await button.click();
      // The FAQ's button opens the host's live chat (the forms slice's widget), in front of the page.
      const chat = page.getByRole('dialog', { name: '¡Chatea con nosotros!' });
      await expect(chat).toBeVisible({ timeout: 20_000 });
      expect(await blockingViolations(page)).toEqual([]);
      // Minimised, it goes back to its launcher, and stays there.
      await chat.getByRole('button', { name: 'Minimizar el chat' }).click();
      await expect(chat).toBeHidden();
      await expect(page.getByRole('button', { name: '¡Chatea con nosotros!' })).toBeFocused();
    });

    test("home: an image that takes longer than 2.5 s gives way to 'Imagen no encontrada'", async ({ page }) => {
      // The image is held until the placeholder has shown: however slow the machine, the image is late.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let answered = false;
      await page.route(PRODUCT_IMAGE, async (route) => {
        await held;
        answered = true;
        await route.continue().catch(() => undefined);
      });
      // The image is in the server's markup, so the page's load waits for it: only the document is waited for.
      await page.goto(PLAN, { waitUntil: 'domcontentloaded' });
      const description = page.getByRole('region', { name: 'Descripción general' });
      // waitFor follows the DOM as it changes, so it sees the placeholder when it appears.
      await description.getByText('Imagen no encontrada').waitFor();
      // The late image, once it arrives, does not replace the placeholder (no flip, no layout shift).
      release();
      await expect.poll(() => answered).toBe(true);
      await page.waitForLoadState('networkidle');
      await expect(description.getByText('Imagen no encontrada')).toBeVisible();
      await expect(description.getByRole('img')).toHaveCount(0);
    });

    test('home: the request summary opens the large profile modal and the persons message follows the profile', async ({
      page,
    }) => {
      await page.goto(PLAN);
      const summary = page.getByRole('region', { name: 'Resumen de tu solicitud' });
      await expect(summary).toContainText('Desde $ 69.400 /mes');
      await summary.getByRole('button', { name: 'Ingresar asegurados' }).click();

      const dialog = page.getByRole('dialog', { name: '¿Quiénes serán asegurados?' });
      await expect(dialog).toBeVisible();
      const holder = dialog.getByRole('group', { name: 'Titular' });
      await holder.getByLabel('Edad').fill('45');
      await holder.getByRole('radio', { name: 'Hombre' }).check();
      await holder.getByLabel('EPS actual').selectOption({ index: 1 });
      // The dependants are edited in their box (a dropdown, or a bottom sheet on a phone).
      await dialog.getByRole('button', { name: /^Beneficiarios: 0/ }).click();
      const box = page.getByRole('dialog', { name: 'Beneficiarios' });
      await box.getByRole('button', { name: 'Agregar beneficiario' }).click();
      const dependant = box.getByRole('group', { name: 'Beneficiarios 1' });
      await dependant.getByLabel('Edad').fill('80');
      await dependant.getByRole('radio', { name: 'Mujer' }).check();
      await dependant.getByLabel('Parentesco').selectOption('Padre');
      await box.getByRole('button', { name: 'Aceptar' }).click();
      await expect(box).toBeHidden();

      const priced = page.waitForRequest(
        (request) => request.url().endsWith('/calculatePrice') && request.method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Ver precio' }).click();
      expect((await priced).postDataJSON().profile.cotizante[0]).toMatchObject({ edad: 45 });
      await expect(dialog).toBeHidden();

      await expect(summary.getByText('Este plan puede asegurar a 1 persona: titular (45 años)')).toBeVisible();
      await expect(summary.getByText('No puede asegurar a: padre (80 años)')).toBeVisible();
      await expect(summary.getByRole('button', { name: 'Editar asegurados' })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('Donde-Cubre: the best coverage expanded first, name and department filters', async ({ page }) => {
      await page.goto(`${PLAN}/Donde-Cubre`);
      const groups = clinicList(page).getByRole('button');
      await expect(groups.first()).toHaveAccessibleName(/^Urgencias.*Cubre 100%.*Copago: \$\s20\.000/);
      await expect(groups.first()).toHaveAttribute('aria-expanded', 'true');
      await expect(groups.nth(1)).toHaveAccessibleName(/^Hospitalización.*Sin copago/);
      await expect(groups.nth(1)).toHaveAttribute('aria-expanded', 'false');
      const shown = await clinicNames(page).allInnerTexts();
      expect(shown.length).toBeGreaterThan(3);
      expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'es')));
      await expect(clinicCards(page).first().getByRole('link')).toHaveAttribute('href', /^tel:\+57/);

      const search = page.getByRole('searchbox', { name: 'Buscar clínica por nombre' });
      await search.fill('SALITRE');
      await expect(clinicNames(page)).toHaveText(['Centro Médico Salitre']);
      await search.fill('clinica');
      for (const clinicName of await clinicNames(page).allInnerTexts()) expect(clinicName).toMatch(/Clínica/);

      await search.fill('');
      await page.getByRole('group', { name: 'Departamento' }).getByRole('checkbox', { name: 'Antioquia' }).check();
      await expect(clinicCards(page).first()).toBeVisible();
      for (const card of await clinicCards(page).allInnerTexts()) expect(card).toMatch(/, Antioquia\n/);

      await search.fill('zzz-no-existe');
      await expect(page.getByText('No se encontraron clínicas con los filtros seleccionados')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('Detalle-de-Precio: the starting price, a prompt for the profile and top amounts and copagos', async ({
      page,
    }) => {
      await page.goto(`${PLAN}/Detalle-de-Precio`);
      const price = page.getByRole('region', { name: 'Detalle de precio' });
      await expect(price).toContainText('Desde $ 69.400 /mes');
      await expect(price.getByRole('button', { name: 'Ingresar asegurados' })).toBeVisible();
      const amounts = page.getByRole('region', { name: 'Topes y copagos por cobertura' });
      await expect(amounts.getByText('Tope anual de beneficios: $ 200.000.000')).toBeVisible();
      const room = amounts.getByRole('listitem').filter({ hasText: 'Habitación individual' });
      await expect(room).toContainText('Sin copago');
      // Under a plan capped at $ 200.000.000 a year, a benefit without a top of its own is not unlimited.
      await expect(room).toContainText('Hasta el tope anual');
      await expect(amounts).not.toContainText('Ilimitado');
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
