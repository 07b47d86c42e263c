import { expect, test } from '../support/test';

// docs/product/shell.md#shared-links: a shared link could carry a profile that made compare answer 400 on every visit and crashed
// the results page (no `cargas`) until the visitor cleared their storage.
const HOSTILE = { ingresodatos: true, cotizante: 'todos' };
const NOTICE = /Algunos datos de tu perfil guardado no eran válidos/;
const isComparePost = (request: { url: () => string; method: () => string }) =>
  request.url().includes('/api/insurance/compare/metadata') && request.method() === 'POST';

test.describe('a profile made to break the comparison page', () => {
  test('the API refuses to make a link of it', async ({ request }) => {
    const answer = await request.post('/api/buscarplanes/sharedinsurance', {
      data: { url: '/Comparar/EPS', decodedProfile: HOSTILE },
    });
    expect(answer.status()).toBe(400);
  });

  test('one already stored (an earlier link) is repaired: the results load, the visitor is told, the storage is clean', async ({
    page,
  }) => {
    await page.addInitScript((profile) => {
      if (!sessionStorage.getItem('qs-test-seeded')) {
        localStorage.setItem('V1.6_CO', JSON.stringify({ colombia: profile }));
        sessionStorage.setItem('qs-test-seeded', '1');
      }
    }, HOSTILE);
    const priced = page.waitForResponse((response) => isComparePost(response.request()));
    await page.goto('/Comparar/EPS');
    const answer = await priced;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON().profile).toMatchObject({ cotizante: [{ edad: 25 }], cargas: [] });
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByText(NOTICE)).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('V1.6_CO') ?? '{}').colombia)).toEqual({
      ingresodatos: true,
      cotizante: [{ edad: 25, sexo: 'Masculino' }],
      cargas: [],
    });

    // The next visit finds a sound profile: no notice, results again.
    await page.reload();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByText(NOTICE)).toBeHidden();
  });
});
