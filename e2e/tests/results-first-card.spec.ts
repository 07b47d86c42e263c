import { expect, test, type Page } from '../support/test';
import { firstViewSeen } from '../support/compare';

// On a 375×812 phone a comparator's first plan card starts within the first screen (docs/product/results.md#layout):
// before a profile the banner leaves room for the card's top; once a profile exists it collapses. The phone's
// window is set here, so the desktop project runs it once.
const SCREEN = { width: 375, height: 812 };
/** The card's top, with its logo and the start of its name, is on the first screen. */
const CARD_TOP = 96;

const PROFILES = {
  colombia: { ingresodatos: true, cotizante: [{ edad: 40, sexo: 'Femenino', eps_actual: 'EPS101' }], cargas: [] },
  colectivo: { ingresodatos: true, cotizante: [{ edad: 40, sexo: 'Femenino' }], colectivo: { cantidadempleados: 30 } },
};

const firstCardTop = async (page: Page, path: string) => {
  await page.goto(path);
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toBeVisible();
  await expect(page.locator('.qs-banner__title')).toBeVisible();
  return (await card.boundingBox())!.y;
};

test.describe('the first plan card on the first screen of a phone', () => {
  test.use({ viewport: SCREEN, isMobile: true, hasTouch: true });

  for (const path of ['/Comparar/EPS', '/Comparar/Empresas']) {
    test(`${path}: before a profile the banner leaves room for the first card's top`, async ({ page }) => {
      await firstViewSeen(page);
      expect(await firstCardTop(page, path)).toBeLessThanOrEqual(SCREEN.height - CARD_TOP);
    });

    test(`${path}: once a profile exists the banner collapses and the card comes up`, async ({ page }) => {
      await firstViewSeen(page);
      await page.addInitScript((profiles) => localStorage.setItem('V1.6_CO', JSON.stringify(profiles)), PROFILES);
      await page.goto(path);
      // Collapsed once the stored profile is read (right after hydration, in a transition): the comparator's pitch
      // gives way; the profile's toggle and the price note stay.
      await expect(page.locator('.qs-banner__description')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Editar asegurados', expanded: false })).toBeVisible();
      // The list is priced again for the profile: its cards may be drawn anew while this reads.
      const card = page.getByRole('main').getByRole('article').first();
      await expect
        .poll(async () => (await card.boundingBox())?.y ?? Infinity)
        .toBeLessThanOrEqual(SCREEN.height - CARD_TOP);
    });
  }
});
