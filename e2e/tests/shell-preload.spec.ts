import { expect, test, type Page } from '../support/test';
import { ALIADO, originOf } from '../support/partners';
import { pointSliceAt, restoreRegistry } from '../support/registry';

// ADR 0006 (docs/adr/0006-route-preload-hints.md): the shell's HTML names what the route's slice will need (host/server/route-hints.mjs).
const RESULTS_ORIGIN = 'http://localhost:3001';
const PARTNER = originOf(ALIADO);

interface Hint {
  rel: string;
  href: string;
  as: string | null;
}

const hintsOf = (html: string): Hint[] =>
  [...html.matchAll(/<link rel="(preload|preconnect)" href="([^"]+)"(?: as="([a-z]+)")?/g)].map(
    ([, rel, href, as]) => ({ rel: rel!, href: href!, as: as ?? null }),
  );

const inlineRegistryOf = (html: string): Array<{ name: string }> =>
  JSON.parse(/<script type="application\/json" id="qs-registry">(.*?)<\/script>/.exec(html)![1]!).remotes;

/** The host's own start-up chunks as the HTML names them (host/server/startup-hints.mjs); not main.js, its entry. */
const STARTUP_HINT =
  /<link rel="preload" href="(\/(?!main\.)[^"/]+\.(?:js|css))" as="(?:script|style)" fetchpriority="low">/g;
const startupHintsOf = (html: string): string[] => [...html.matchAll(STARTUP_HINT)].map(([, href]) => href!);
/** The host's own stylesheets a server-rendered page links (its markup is styled by them at the first paint). */
const shellStylesheetsOf = (html: string): string[] =>
  [...html.matchAll(/<link rel="stylesheet" href="(\/[^"/]+\.css)">/g)].map(([, href]) => href!);

/** The path of one of the host's own scripts or stylesheets (not main.js), or null for any other URL. */
const hostFileOf = (url: string): string | null => {
  const { origin, pathname } = new URL(url);
  return origin === 'http://localhost:3000' && /^\/(?!main\.)[^/]+\.(js|css)$/.test(pathname) ? pathname : null;
};

/** The host's own scripts and stylesheets (not main.js) the page asks for from now on, with how often. */
const hostFilesAskedBy = (page: Page): Map<string, number> => {
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const file = hostFileOf(request.url());
    if (file) asked.set(file, (asked.get(file) ?? 0) + 1);
  });
  return asked;
};

/** The shell's HTML as the server sends it for a path of the page's own origin. */
const shellHtml = (page: Page, path: string): Promise<string> =>
  page.evaluate(async (address) => (await fetch(address, { headers: { accept: 'text/html' } })).text(), path);

test.describe('shell preload hints', () => {
  test("/Comparar/EPS hints only the results slice's manifest, entry and page chunk, each fetched once", async ({
    page,
  }) => {
    const html = await (await page.request.get('/Comparar/EPS', { headers: { accept: 'text/html' } })).text();
    // The host's own start-up chunks (same origin) are not route hints.
    const hints = hintsOf(html).filter((hint) => !hint.href.startsWith('/'));
    expect(hints.every((hint) => hint.href.startsWith(RESULTS_ORIGIN))).toBe(true);
    const files = hints.filter((hint) => hint.rel === 'preload').map((hint) => hint.href);
    expect(files).toEqual(
      expect.arrayContaining([
        `${RESULTS_ORIGIN}/mf-manifest.json`,
        `${RESULTS_ORIGIN}/remoteEntry.js`,
        expect.stringMatching(/__federation_expose_ComparePage\.[0-9a-f]{8}\.js$/),
      ]),
    );
    expect(
      inlineRegistryOf(html)
        .map((remote) => remote.name)
        .sort(),
    ).toEqual(['content', 'detail', 'forms', 'results']);

    const requested = new Map<string, number>();
    const warnings: string[] = [];
    page.on('request', (request) => requested.set(request.url(), (requested.get(request.url()) ?? 0) + 1));
    page.on('console', (message) => {
      if (message.text().includes('preload')) warnings.push(message.text());
    });
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible();
    // The page could not render without each file, so each was used by then: fetched once means the
    // preload is what the page used (a preload the page cannot match — another URL, mode or credentials —
    // makes the page fetch the file a second time).
    for (const file of files) expect(requested.get(file), file).toBe(1);
    // The registry came with the HTML.
    expect(requested.has('http://localhost:3000/remotes.json')).toBe(false);
    // Chromium says so on the console when a preload's mode does not match the request that wants it.
    expect(warnings).toEqual([]);
  });

  test("a plan page's HTML carries its first API answer: no preload of that call, and the browser does not ask it", async ({
    page,
  }) => {
    const plan = '/EPS/salud-andina-eps/plan-complementario-oro/Donde-cubre';
    const html = await (await page.request.get(plan, { headers: { accept: 'text/html' } })).text();
    expect(hintsOf(html).filter((hint) => hint.href.startsWith('/api/'))).toEqual([]);
    expect(html).toContain('"plan:/EPS/salud-andina-eps/plan-complementario-oro":{"status":"ready"');

    const asked: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => request.url().includes('/api/insurance/by-url') && asked.push(request.url()));
    page.on('console', (message) => message.text().includes('preload') && warnings.push(message.text()));
    await page.goto(plan);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Complementario Oro' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test('a partner never gets hints for a slice it may not load', async ({ page }) => {
    await page.goto(`${PARTNER}/Comparar/EPS`);
    await expect(page.getByRole('article').first()).toBeVisible();

    // /EPS is among aliado's paths, but its landing is the content slice, which aliado may not load: the server
    // sends the visitor to aliado's default page instead, with no hint of the content slice.
    const landing = await page.evaluate(async () => {
      const answer = await fetch('/EPS', { headers: { accept: 'text/html' } });
      return { path: new URL(answer.url).pathname, html: await answer.text() };
    });
    expect(landing.path).toBe(ALIADO.redirects.defaultPath);
    expect(
      hintsOf(landing.html)
        .filter((hint) => !hint.href.startsWith('/'))
        .every((hint) => hint.href.startsWith(RESULTS_ORIGIN)),
    ).toBe(true);
    expect(
      inlineRegistryOf(landing.html)
        .map((remote) => remote.name)
        .sort(),
    ).toEqual(['detail', 'forms', 'results']);
    // A path outside aliado's paths is not even served: the server redirects it (docs/security.md#partner-restrictions).
    const blog = await page.evaluate(async () => {
      const answer = await fetch('/QS-Blog', { headers: { accept: 'text/html' } });
      return { redirected: answer.redirected, path: new URL(answer.url).pathname };
    });
    expect(blog).toEqual({ redirected: true, path: ALIADO.redirects.defaultPath });
    // The host's own start-up chunks (same origin) aside, the comparator's hints are the results slice's.
    const compare = hintsOf(await shellHtml(page, '/Comparar/EPS')).filter((hint) => !hint.href.startsWith('/'));
    expect(compare.length).toBeGreaterThan(0);
    expect(compare.every((hint) => hint.href.startsWith(RESULTS_ORIGIN))).toBe(true);
  });

  test.describe('with the results remote down', () => {
    test.afterEach(() => restoreRegistry());

    test("the HTML names exactly the host's start-up chunks: what the shell loads before it renders, each fetched once", async ({
      page,
    }) => {
      // With no slice to load, every host file the page asks for besides main.js is start-up work of the shell.
      pointSliceAt('results', 'http://localhost:3019/mf-manifest.json', '1.0.0');
      const html = await (await page.request.get('/Comparar/EPS', { headers: { accept: 'text/html' } })).text();
      const named = [...startupHintsOf(html), ...shellStylesheetsOf(html)];
      expect(startupHintsOf(html).length).toBeGreaterThan(0);

      // Without the hints, the shell asks for its chunks itself once main.js has run: those are the ones to name.
      await page.route('**/Comparar/EPS', async (route) => {
        const answer = await route.fetch();
        await route.fulfill({ response: answer, body: (await answer.text()).replace(STARTUP_HINT, '') });
      });
      // In the order the browser asked: a file asked for after every named one had arrived was asked by code that
      // needed them all to run, a lazy part of the shell (its chat launcher), not start-up work.
      const events: Array<{ file: string; event: 'asked' | 'arrived' }> = [];
      const record = (url: string, event: 'asked' | 'arrived') => {
        const file = hostFileOf(url);
        if (file) events.push({ file, event });
      };
      page.on('request', (request) => record(request.url(), 'asked'));
      page.on('requestfinished', (request) => record(request.url(), 'arrived'));
      await page.goto('/Comparar/EPS');
      await expect(page.getByRole('alert').filter({ hasText: 'Error al cargar resultados' })).toBeVisible();
      await expect
        .poll(() => named.every((file) => events.some((entry) => entry.file === file && entry.event === 'arrived')))
        .toBe(true);
      const startedAfter = events.findLastIndex((entry) => named.includes(entry.file) && entry.event === 'arrived');
      const askedBefore = events
        .slice(0, startedAfter)
        .filter((entry) => entry.event === 'asked')
        .map((entry) => entry.file);
      expect([...askedBefore].sort()).toEqual([...named].sort());
      await page.unroute('**/Comparar/EPS');

      // With them, each is fetched once (the chunk loads take the preloaded files) and Chromium warns of no preload.
      const again = hostFilesAskedBy(page);
      const warnings: string[] = [];
      page.on('console', (message) => message.text().includes('preload') && warnings.push(message.text()));
      await page.goto('/Comparar/EPS');
      await expect(page.getByRole('alert').filter({ hasText: 'Error al cargar resultados' })).toBeVisible();
      for (const file of named) expect(again.get(file), file).toBe(1);
      expect(warnings).toEqual([]);
    });

    test('the shell is served at once without its files, and the results area shows its error panel', async ({
      page,
    }) => {
      // Nothing listens there: the server cannot read the manifest, the browser cannot load the entry.
      pointSliceAt('results', 'http://localhost:3019/mf-manifest.json', '1.0.0');
      const started = Date.now();
      const html = await (await page.request.get('/Comparar/EPS', { headers: { accept: 'text/html' } })).text();
      expect(Date.now() - started).toBeLessThan(1500);
      expect(
        hintsOf(html)
          .filter((hint) => !hint.href.startsWith('/'))
          .map((hint) => hint.href),
      ).toEqual(['http://localhost:3019', 'http://localhost:3019/mf-manifest.json']);

      await page.goto('/Comparar/EPS');
      const panel = page.getByRole('alert').filter({ hasText: 'Error al cargar resultados' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'QuieroSeguro, ir al inicio' })).toBeVisible(); // the shell stays
    });
  });
});

test.describe('a link fetched on the visitor intent (client navigation)', () => {
  const COMPARE_CHUNK = /__federation_expose_ComparePage\.[0-9a-f]{8}\.js$/;

  test("pointing at a comparator's card on the home page fetches the comparator's files before the click", async ({
    page,
  }) => {
    const asked: string[] = [];
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    page.on('request', (request) => asked.push(request.url()));
    await page.goto('/');
    const card = page.locator('a.qs-home__card[href="/Comparar/EPS"]');
    // Once the page has run, the shell listens for a pointer on a link.
    await expect(card).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((url) => COMPARE_CHUNK.test(url))).toEqual([]);
    await card.hover();
    await expect.poll(() => asked.filter((url) => COMPARE_CHUNK.test(url)).length).toBeGreaterThan(0);
    expect(asked).toContain(`${RESULTS_ORIGIN}/remoteEntry.js`);
    // Fetched, not run: the visitor is still on the home page.
    await expect(page).toHaveURL(/localhost:3000\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Planes complementarios de EPS' })).toHaveCount(0);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Planes complementarios de EPS' })).toBeVisible();
    // The click used what was fetched: each of the slice's files asked for once, and no preload went unused or mismatched.
    const sliceFiles = asked.filter((url) => url.startsWith(RESULTS_ORIGIN));
    expect(sliceFiles.filter((url) => COMPARE_CHUNK.test(url))).toHaveLength(1);
    expect(new Set(sliceFiles).size).toBe(sliceFiles.length);
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  });
});
