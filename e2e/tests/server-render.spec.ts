import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { ALIADO } from '../support/partners';
import { pointServerContainerAt, restoreRegistry } from '../support/registry';
import { ERROR_PANEL } from '../support/faults';
import { FAULT_SITE, faultHostOfDescribe } from '../support/fault-host';

// docs/adr/0020-server-rendering.md: the first HTML of an address is the page itself (its heading, "Desde" prices,
// texts), and the browser takes that markup over without rendering it again (no hydration mismatch reported).
// These cases run on a host of their own that renders on the server whatever the suite's site does
// (support/fault-host.ts, its API behind a proxy the spec controls, here answering).

/** The words of a text, as a visitor reads them (numbers and prices too). */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The text of HTML as sent (scripts, styles and tags removed, entities decoded), without running anything. */
const textOfHtml = (html: string): string =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ')
    .replace(/<head\b[^>]*>[\s\S]*?<\/head>/i, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(
      /&(#?x?\w+);/g,
      (whole, name: string) =>
        ENTITIES[name] ??
        (name.startsWith('#') ? String.fromCodePoint(Number(name.replace('#x', '0x').replace('#', ''))) : whole),
    );

/** The share of the words the live page shows that the first HTML already had (each occurrence counted once). */
const shareInFirstHtml = (htmlText: string, liveText: string): number => {
  const available = new Map<string, number>();
  for (const word of wordsOf(htmlText)) available.set(word, (available.get(word) ?? 0) + 1);
  const live = wordsOf(liveText);
  let found = 0;
  for (const word of live) {
    const left = available.get(word) ?? 0;
    if (left > 0) {
      found += 1;
      available.set(word, left - 1);
    }
  }
  return live.length === 0 ? 0 : found / live.length;
};

/** The first link of the page's HTML whose path matches. */
const firstLink = (html: string, pattern: RegExp): string | undefined =>
  [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))
    .find((href) => pattern.test(href));

/**
 * The first HTML of `path`: on the fault host's main site, or on a partner's (`host`: its host name on the suite's
 * site, whose origins the slices' servers allow; Node does not resolve `*.localhost`, so it is asked by address).
 */
const htmlOf = async (request: APIRequestContext, path: string, host?: string): Promise<string> => {
  const response = await request.get(
    `${host ? `http://127.0.0.1:${host.split(':')[1]}` : FAULT_SITE}${path}`,
    host ? { headers: { host } } : {},
  );
  expect(response.status(), path).toBe(200);
  return response.text();
};

/** The live page once its slot and data are in: the text a visitor reads, and the hydration mismatches it reported. */
const livePage = async (page: Page, url: string) => {
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('hydration:')) mismatches.push(message.text());
  });
  // The suite's page waits until the app and every slot are live (support/test.ts); then what they ask settles.
  await page.goto(url);
  await expect(page.locator('main [data-remote-state="ready"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { text: await page.getByRole('main').innerText(), mismatches };
};

interface Address {
  name: string;
  /** A partner's host name on the suite's site, else the fault host's main site. */
  host?: string;
  /** The address, found from the site's own HTML (a plan tab, an article, a results page). */
  path: (request: APIRequestContext) => Promise<string>;
}

const planPage = async (request: APIRequestContext) => {
  const plan = firstLink(await htmlOf(request, '/Comparar/EPS'), /^\/EPS\/[^/?#]+\/[^/?#]+$/);
  expect(plan, 'a plan linked from /Comparar/EPS').toBeTruthy();
  return plan!;
};

const ADDRESSES: Address[] = [
  { name: 'the home', path: async () => '/' },
  { name: 'a comparator', path: async () => '/Comparar/EPS' },
  { name: "a comparator's page 2", path: async () => '/Comparar/EPS?pagina=2' },
  { name: 'filtered results', path: async () => '/Comparar/Medicina-Prepagada?orden=lowerPrice' },
  { name: 'a plan page', path: planPage },
  {
    name: "a plan's tab nobody asked for yet",
    path: async (request) => {
      const plan = await planPage(request);
      const tab = firstLink(
        await htmlOf(request, plan),
        new RegExp(`^${plan.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^/?#]+$`),
      );
      return tab ?? plan;
    },
  },
  { name: 'the blog', path: async () => '/QS-Blog' },
  {
    name: 'an article',
    path: async (request) => {
      const article = firstLink(await htmlOf(request, '/QS-Blog'), /^\/QS-Blog\/[^/?#]+$/);
      expect(article, 'an article linked from /QS-Blog').toBeTruthy();
      return article!;
    },
  },
  { name: 'a company list', path: async () => '/EPS' },
  { name: "a landing list's page 3", path: async () => '/Clinicas-y-Hospitales?pagina=3' },
  { name: "a partner's comparator", host: `${ALIADO.subdomain}.localhost:3000`, path: async () => '/Comparar/EPS' },
];

/**
 * A host that has just started loads each slice's server code as its pages are first asked for (one round of
 * chunk requests per page kind), which can take a first render past its budget: that page's slots are then
 * rendered by the browser. A running host has its code; a page nobody asked for yet is still rendered anew (the
 * fault host keeps no page), with its data asked then. So each kind of page is asked once before the cases.
 */
const loadServerCode = async () => {
  const paths = [
    '/',
    '/Comparar/EPS',
    '/EPS/salud-andina-eps/plan-complementario-oro/Donde-Cubre',
    '/QS-Blog',
    '/EPS',
    '/Clinicas-y-Hospitales',
    '/contacto',
  ];
  const blog = await (await fetch(`${FAULT_SITE}/QS-Blog`)).text();
  const article = firstLink(blog, /^\/QS-Blog\/[^/?#]+$/);
  for (const path of [...paths, ...(article ? [article] : [])]) await (await fetch(`${FAULT_SITE}${path}`)).text();
};

test.describe('server rendering', () => {
  faultHostOfDescribe({ ssr: true });
  test.beforeAll(loadServerCode);

  for (const address of ADDRESSES) {
    test(`the first HTML of ${address.name} has the page's words, and the browser takes it over without a mismatch`, async ({
      page,
      request,
    }) => {
      const path = await address.path(request);
      const html = await htmlOf(request, path, address.host);
      expect(html).toContain('<div id="root" data-ssr="">');
      const live = await livePage(page, `${address.host ? `http://${address.host}` : FAULT_SITE}${path}`);
      const share = shareInFirstHtml(textOfHtml(html), live.text);
      expect(share, `${path}: share of the live page's words in the first HTML`).toBeGreaterThanOrEqual(0.8);
      expect(live.mismatches, path).toEqual([]);
    });
  }

  test('a plan page: its heading and its "Desde" price are in the first HTML', async ({ request }) => {
    const html = await htmlOf(request, await planPage(request));
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(textOfHtml(html)).toMatch(/Desde/);
  });

  test('crawlers get what visitors get', async ({ request }) => {
    const path = await planPage(request);
    const visitor = textOfHtml(await htmlOf(request, path));
    const crawler = await request.get(`${FAULT_SITE}${path}`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(wordsOf(textOfHtml(await crawler.text()))).toEqual(wordsOf(visitor));
  });

  test("a partner's page is rendered as the partner's", async ({ request }) => {
    const response = await request.get(`${FAULT_SITE.replace('localhost', '127.0.0.1')}/Comparar/EPS`, {
      headers: { host: `${ALIADO.subdomain}.localhost:3013` },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-ssr="">');
    expect(textOfHtml(html)).toContain('Planes complementarios de EPS');
  });

  test('an address that moved, or that leads elsewhere, answers with an HTTP redirect instead of a page', async ({
    request,
  }) => {
    const moved = await request.get(`${FAULT_SITE}/QS-University?utm_source=x`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/QS-Blog?utm_source=x');
    const comparators = await request.get(`${FAULT_SITE}/Comparar`, { maxRedirects: 0 });
    expect(comparators.status()).toBe(302);
    expect(comparators.headers().location).toBe('/Comparar/EPS');
  });

  // Each slice loses its server container in turn (its browser container is there): the page answers 200 with the
  // rest rendered on the server, and that slice's slot is rendered by the browser.
  const WITHOUT_SERVER_CONTAINER: Array<{
    slice: string;
    path: string;
    rest?: string;
    ready: (page: Page) => Locator;
  }> = [
    { slice: 'results', path: '/Comparar/EPS', ready: (page) => page.getByRole('main').getByRole('article').first() },
    {
      slice: 'detail',
      path: '/EPS/salud-andina-eps/plan-complementario-oro',
      ready: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Plan Complementario Oro' }),
    },
    {
      slice: 'content',
      path: '/QS-Blog',
      ready: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'QS Blog' }),
    },
    // The contact page is the content slice's, with the forms slice's widget inside it.
    {
      slice: 'forms',
      path: '/contacto',
      rest: 'Escríbenos o llámanos',
      ready: (page) => page.getByRole('main').getByRole('textbox', { name: 'Nombre completo' }),
    },
  ];
  for (const { slice, path, rest, ready } of WITHOUT_SERVER_CONTAINER) {
    test(`the ${slice} slice without its server container renders in the browser: ${path} answers 200 and the slot works`, async ({
      page,
      request,
    }) => {
      pointServerContainerAt(slice, 'http://127.0.0.1:9/server/remoteEntry.js');
      try {
        const response = await request.get(`${FAULT_SITE}${path}`);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain('<div id="root" data-ssr="">');
        // The shell is there (its menu) and what other slices render; this slice's slot is not.
        expect(textOfHtml(html)).toContain('Blog');
        if (rest) expect(textOfHtml(html)).toContain(rest);
        expect(html).not.toContain(`data-remote-slot="${slice}" data-remote-state="ready"`);
        await page.goto(`${FAULT_SITE}${path}`);
        await expect(ready(page)).toBeVisible();
        await expect(
          page.locator(`main [data-remote-slot="${slice}"][data-remote-state="ready"]`).first(),
        ).toBeVisible();
      } finally {
        restoreRegistry();
      }
    });
  }
});

test.describe('server rendering when the API fails (on the server too)', () => {
  // A plan of the API's catalogue (api/src/fixtures/plans/eps.json).
  const PLAN = '/EPS/salud-andina-eps/plan-complementario-oro';
  const heading = (page: Page) =>
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Plan Complementario Oro' });
  const host = faultHostOfDescribe({ ssr: true });

  test("API down: the page answers 200 with the shell and the plan's panel, never a blank page", async ({
    page,
    request,
  }) => {
    host().set({ kind: 'down' });
    const response = await request.get(`${FAULT_SITE}${PLAN}`);
    expect(response.status()).toBe(200);
    const text = textOfHtml(await response.text());
    expect(text).toContain(ERROR_PANEL.title);
    expect(text).toContain('Planes complementarios de EPS');

    await page.goto(`${FAULT_SITE}${PLAN}`);
    const panel = page.getByRole('main').getByRole('alert').filter({ hasText: ERROR_PANEL.title }).first();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: ERROR_PANEL.retry })).toBeVisible();
    host().set({ kind: 'up' });
  });

  test('API slower than the render budget: the slot streams its placeholder, and the browser fills it', async ({
    page,
    request,
  }) => {
    host().set({ kind: 'slow', delayMs: 2500 });
    const response = await request.get(`${FAULT_SITE}${PLAN}`);
    expect(response.status()).toBe(200);
    expect(textOfHtml(await response.text())).not.toContain('Plan Complementario Oro');

    await page.goto(`${FAULT_SITE}${PLAN}`);
    await expect(heading(page)).toBeVisible();
    host().set({ kind: 'up' });
  });
});
