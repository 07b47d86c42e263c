import { expect, test } from '../support/test';
import { footer } from '../support/shell';
import { PHONE } from '../support/viewports';

interface ContactInformation {
  type: 'contacto' | 'red_social';
  name: string;
  info: string;
  link: string;
}

const COLUMNS: Record<string, string[]> = {
  EPS: ['Comparador de planes complementarios EPS', 'Buscador de planes de EPS'],
  Pólizas: [
    'Compara pólizas de salud',
    'Aseguradoras de Colombia',
    'Medicina prepagada',
    'Seguro de viaje',
    'Mapa de productos',
  ],
  Más: ['Quiénes somos', 'Partners y alianzas', 'Clínicas y hospitales', 'Trabaja con nosotros', 'Blog'],
};

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(footer(page)).toBeVisible();
  });

  test('has the EPS, Pólizas and Más columns', PHONE, async ({ page }) => {
    for (const [column, links] of Object.entries(COLUMNS)) {
      const region = footer(page).getByRole('group', { name: column, exact: true });
      await expect(region.getByRole('heading', { name: column, exact: true })).toBeVisible();
      for (const name of links) await expect(region.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer(page).getByRole('link', { name: /^Seguro de viaje/ })).toHaveAttribute('target', '_blank');
  });

  test(
    "the Referidos entry opens the forms slice's referrer modal, which closes with its button and with Escape",
    PHONE,
    async ({ page }) => {
      const opener = footer(page).getByRole('button', { name: 'Referidos' });
      const modal = page.getByRole('dialog', { name: 'Programa de referidos' });
      await opener.click();
      await expect(modal).toContainText('Recomienda QuieroSeguro');
      await expect(modal.getByRole('textbox', { name: 'Correo de quien te refirió' })).toBeVisible();
      await modal.getByRole('button', { name: 'Cerrar referidos' }).click();
      await expect(modal).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.press('Enter');
      await expect(modal).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    },
  );

  test('lists the contact and social entries of the contact-information service', async ({ page, request }) => {
    const { data } = (await (await request.get('/api/contactInformations')).json()) as { data: ContactInformation[] };
    const contacts = data.filter((entry) => entry.type === 'contacto');
    const networks = data.filter((entry) => entry.type === 'red_social');
    expect(contacts.length).toBeGreaterThan(0);
    expect(networks.length).toBeGreaterThan(0);

    const contactColumn = footer(page).getByRole('group', { name: 'Contacto' });
    for (const entry of contacts) {
      await expect(contactColumn.getByRole('link', { name: entry.info })).toHaveAttribute(
        'href',
        new URL(entry.link).href,
      );
    }
    const socialColumn = footer(page).getByRole('group', { name: 'Síguenos' });
    for (const entry of networks) {
      await expect(socialColumn.getByRole('link', { name: entry.name })).toHaveAttribute(
        'href',
        new URL(entry.link).href,
      );
    }
  });

  test('links the sister sites of Chile, Peru, Colombia and the international one', async ({ page }) => {
    const sisters = footer(page).getByRole('navigation', { name: 'QuieroSeguro en otros países' });
    await expect(sisters.getByRole('link')).toHaveText(['Chile', 'Perú', 'Colombia', 'Internacional']);
    for (const link of await sisters.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^https:\/\//);
  });

  test("shows the 'Apoyado por' and 'Regulado por' logos", async ({ page }) => {
    for (const caption of ['Apoyado por', 'Regulado por']) {
      const group = footer(page).getByRole('figure', { name: caption });
      await expect(group).toBeVisible();
      await expect(group.getByRole('img')).toHaveAccessibleName(/\w+/);
    }
  });

  test('carries Organization structured data rated 9.7 of 10, with the social networks', async ({ page }) => {
    const structuredData = async () =>
      JSON.parse((await footer(page).locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    // The social networks join the data when the contact-information call answers: wait for them.
    await expect.poll(async () => (await structuredData()).sameAs).toContain('https://www.facebook.com/QuieroSeguroCo');
    const data = await structuredData();
    expect(data['@type']).toBe('Organization');
    expect(data.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 9.7, bestRating: 10 });
  });

  test('has no language selector while Español is the only language', async ({ page }) => {
    await expect(footer(page).getByRole('link', { name: 'Chile' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveCount(0);
    await expect(page.getByText('Idioma', { exact: true })).toHaveCount(0);
  });
});
