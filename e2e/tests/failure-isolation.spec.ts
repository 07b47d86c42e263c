import { expect, test } from '../support/test';
import { REMOTE_ORIGINS, isSameDocument, markDocument } from '../support/faults';
import { followComparatorLink } from '../support/shell';
import { navigateInApp } from '../support/navigation';

const CONTENT_ORIGIN = REMOTE_ORIGINS.content;
const RESULTS_ORIGIN = REMOTE_ORIGINS.results;

test.describe('one remote down degrades only its area', () => {
  test('the site starts while a remote origin is unreachable; that slice shows the error panel, then Reintentar brings it back', async ({
    page,
  }) => {
    await page.route(`${CONTENT_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/client-errors')) reports.push(request.postData() ?? '');
    });

    await page.goto('/');
    const panel = page.getByRole('alert').filter({ hasText: 'Error al cargar resultados' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(
      'No fue posible cargar los resultados. Verifica tu conexión a internet e inténtalo nuevamente',
    );
    // The shell keeps working.
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(reports.some((body) => body.includes('"kind":"remote-load"') && body.includes('"slice":"content"'))).toBe(
      true,
    );

    // Other slices keep working without a reload.
    await followComparatorLink(page);
    await expect(page.getByRole('article').first()).toBeVisible();

    // The content remote comes back: Reintentar loads it again, no page reload.
    await page.goBack();
    await expect(panel).toBeVisible();
    await page.unroute(`${CONTENT_ORIGIN}/**`);
    // A reload would also start with one navigation entry: a mark on the document tells them apart.
    await markDocument(page);
    await panel.getByRole('button', { name: 'Reintentar' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compara y contrata tu seguro de salud en Colombia' }),
    ).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('with the results remote down, the home page and the blog still work', async ({ page }) => {
    await page.route(`${RESULTS_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('alert').filter({ hasText: 'Error al cargar resultados' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'QS Blog' })).toBeVisible();
  });

  test('no remote entry is fetched before a page needs it', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/localhost:300[1-4]\//.test(request.url())) fetched.push(new URL(request.url()).port);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect([...new Set(fetched)]).toEqual(['3004']);
  });

  test('the API being down shows the error panel on results, and Reintentar recovers', async ({ page }) => {
    // The first view of a comparator comes with its list (rendered on the server): the API is down for the list
    // the browser asks, reached from another page of the app.
    await page.goto('/');
    await page.route('**/api/insurance/compare/metadata**', (route) => route.fulfill({ status: 503, body: '{}' }));
    await navigateInApp(page, '/Comparar/EPS');
    const panel = page.getByRole('alert').filter({ hasText: 'Error al cargar resultados' });
    await expect(panel).toBeVisible();
    await page.unroute('**/api/insurance/compare/metadata**');
    await panel.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
