import { expect, test } from '../support/test';
import { ruleViolations } from '../support/axe';

// Axe on every kind of page is accessibility-sweep.spec.ts. Here: landmarks a screen-reader user jumps
// between have names of their own (the footer's columns named 'EPS' and 'Contacto' were landmarks beside
// the pages' own 'EPS' and 'Contacto' sections), and the bell's visible '+1' is part of its name (label in
// name).
for (const path of ['/', '/EPS', '/contacto']) {
  test(`landmarks are unique and visible labels are in the names on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await expect(page.getByRole('button', { name: 'Notificaciones +1' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
    expect(await ruleViolations(page, ['landmark-unique', 'label-content-name-mismatch'])).toEqual([]);
  });
}
