import { navigateInApp } from '../support/navigation';
import { expect, test, type APIRequestContext } from '../support/test';
import { holdRequests } from '../support/network';
import { routeSpinner, shellReady } from '../support/shell';

const CONTENT_REMOTE = 'http://localhost:3004/**';

/** docs/product/shell.md#redirects: old or alternative paths and where the route table sends them. */
const REDIRECTS: Array<[string, string]> = [
  ['/quehacemos', '/Que-es-QuieroSeguro'],
  ['/Seguro', '/Seguros'],
  ['/Seguros-de-Salud', '/Comparar/Polizas-de-Salud'],
  ['/QS-University', '/QS-Blog'],
  ['/QS-University/medicina-prepagada-mas-economica', '/QS-Blog/medicina-prepagada-mas-economica'],
  ['/Medicina-Prepagada/Medicina-Prepagada-mas-Economica', '/QS-Blog/medicina-prepagada-mas-economica'],
];

/** The site path of the first plan of an organization type, e.g. /EPS/{org}/{plan}. */
const firstPlanUrl = async (request: APIRequestContext, organizationType: string): Promise<string> => {
  const answer = await request.get('/api/insurance/compare/metadata', {
    params: { organizationTypes: organizationType },
  });
  const { data } = (await answer.json()) as { data: Array<{ url: string; displayName: string }> };
  return data[0]!.url;
};

test.describe('route table', () => {
  for (const [from, to] of REDIRECTS) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(`${from}?utm_source=e2e`);
      // The redirect replaces the history entry and keeps the query string.
      await expect(page).toHaveURL(`${to}?utm_source=e2e`);
      await shellReady(page);
    });
  }

  test('the blog copy that Medicina-Prepagada-mas-Economica redirects to is an article', async ({ page }) => {
    await page.goto('/Medicina-Prepagada/Medicina-Prepagada-mas-Economica');
    await expect(
      page.getByRole('heading', { level: 1, name: 'La medicina prepagada más económica de Colombia' }),
    ).toBeVisible();
  });

  test('Seguros-de-Salud lands on the health-policy comparison', async ({ page }) => {
    await page.goto('/Seguros-de-Salud');
    await expect(page.getByRole('heading', { level: 1, name: 'Pólizas de salud' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  for (const organizationType of ['EPS', 'MEDICINA PREPAGADA']) {
    test(`an older ${organizationType} plan path with /Planes/ goes to the path without it, keeping the tab`, async ({
      page,
      request,
    }) => {
      const planUrl = await firstPlanUrl(request, organizationType);
      const [section, organization, plan] = planUrl.split('/').filter(Boolean);
      await page.goto(`/${section}/${organization}/Planes/${plan}`);
      await expect(page).toHaveURL(planUrl);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.goto(`/${section}/${organization}/Planes/${plan}/Folleto`);
      await expect(page).toHaveURL(`${planUrl}/Folleto`);
    });
  }

  test('an unknown path shows the 404 page: image, title, description with the contact e-mail, home and contact buttons', async ({
    page,
    request,
  }) => {
    const contacts = (await (await request.get('/api/contactInformations')).json()) as {
      data: Array<{ info: string }>;
    };
    const supportEmail = contacts.data[2]!.info;

    await page.goto('/Comparar/EPS/no/existe');
    await expect(page).toHaveURL('/not-found');
    const main = page.getByRole('main');
    await expect(main.getByRole('img')).toHaveAccessibleName(/.+/);
    await expect(main.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
    await expect(main.getByText(supportEmail)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contacto');

    await main.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compara y contrata tu seguro de salud en Colombia' }),
    ).toBeVisible();
  });

  test('every page answers its HTML to any client (link previews, checkers); unknown paths the 404 page; the API JSON', async ({
    request,
  }) => {
    const plan = await firstPlanUrl(request, 'EPS');
    const clients: Record<string, Record<string, string>> = {
      'no Accept': { accept: '' },
      '*/*': { accept: '*/*' },
      WhatsApp: { accept: '*/*', 'user-agent': 'WhatsApp/2.23.20.0 A' },
      facebookexternalhit: {
        accept: '*/*',
        'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      },
      Twitterbot: { accept: '*/*', 'user-agent': 'Twitterbot/1.0' },
      Slackbot: { accept: '*/*', 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
    };
    for (const [client, headers] of Object.entries(clients)) {
      for (const [path, status] of [
        [plan, 200],
        ['/Comparar/EPS', 200],
        ['/QS-Blog', 200],
        ['/contacto', 200],
        ['/Comparar/EPS/no/existe', 404],
      ] as const) {
        const answer = await request.get(path, { headers, maxRedirects: 0 });
        expect([client, path, answer.status(), answer.headers()['content-type']]).toEqual([
          client,
          path,
          status,
          'text/html; charset=utf-8',
        ]);
        expect(await answer.text()).toContain('<title>');
      }
      const api = await request.get('/api/no-existe', { headers });
      expect([client, api.status(), api.headers()['content-type']]).toEqual([
        client,
        404,
        expect.stringMatching(/^application\/json/),
      ]);
    }
  });

  test('a route shows a spinner while its remote loads, then the page', async ({ page }) => {
    // The first page of a visit comes rendered by the server: the spinner is for a page the app moves to.
    await page.goto('/Comparar/EPS');
    const held = await holdRequests(page, CONTENT_REMOTE);
    await navigateInApp(page, '/QS-Blog');
    await expect(routeSpinner(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    held.release();
    await expect(page.getByRole('heading', { level: 1, name: 'QS Blog' })).toBeVisible();
    await expect(routeSpinner(page)).toHaveCount(0);
  });
});
