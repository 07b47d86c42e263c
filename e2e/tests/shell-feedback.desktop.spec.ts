import Database from 'better-sqlite3';
import path from 'node:path';
import { expect, test } from '../support/test';
import { blockingViolations } from '../support/axe';
import { E2E_TMP } from '../support/environment';
import { footer } from '../support/shell';

/** The opinion the API stored, read from the run's SQLite file (read-only). */
const storedFeedback = (id: string) => {
  const db = new Database(path.join(E2E_TMP, 'data/qs.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT rating, comment, page FROM feedbacks WHERE id = ?').get(id);
  } finally {
    db.close();
  }
};

// The visitors' opinion of the site, from the footer of any page (docs/product/shell.md#feedback).
test('a visitor gives their opinion from the footer, and changes it later', async ({ page }) => {
  await page.goto('/Comparar/EPS');
  await footer(page).getByRole('button', { name: 'Danos tu opinión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Danos tu opinión' });
  await expect(dialog.getByRole('group', { name: '¿Cómo calificas tu experiencia?' })).toBeVisible();
  expect(await blockingViolations(page, { within: 'dialog[open]' })).toEqual([]);

  await dialog.getByRole('button', { name: 'Enviar opinión' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Elige una calificación para enviar tu opinión.');
  await dialog.getByRole('radio', { name: 'Buena' }).check();
  await dialog.getByRole('textbox', { name: 'Cuéntanos más (opcional)' }).fill('Encontré el plan rápido.');
  await dialog.getByRole('button', { name: 'Enviar opinión' }).click();
  await expect(dialog.getByRole('status')).toHaveText('¡Gracias por tu opinión!');
  const { id } = JSON.parse((await page.evaluate(() => localStorage.getItem('qs-feedback')))!) as { id: string };
  expect(storedFeedback(id)).toEqual({ rating: 4, comment: 'Encontré el plan rápido.', page: '/Comparar/EPS' });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto('/QS-Blog');
  await footer(page).getByRole('button', { name: 'Danos tu opinión' }).click();
  await expect(dialog.getByRole('radio', { name: 'Buena' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Excelente' }).check();
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Guardamos los cambios de tu opinión.');
  expect(storedFeedback(id)).toEqual({ rating: 5, comment: 'Encontré el plan rápido.', page: '/Comparar/EPS' });
});
