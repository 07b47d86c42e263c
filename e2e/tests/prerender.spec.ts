import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { observeShifts, settled, shiftsOf, total } from '../support/layout-shift';
import { ALIADO, originOf } from '../support/partners';

// Prerendered HTML (docs/adr/0007-prerendered-html.md): the host serves a snapshot of the public
// pages taken by its own Chromium, and the live page takes over without a visible change.
const PLAN = '/EPS/salud-andina-eps/plan-complementario-oro';
const BLOG = '/QS-Blog';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CLS_BUDGET = 0.02;

/** The part of the shell's HTML that is the snapshot (between its container and the live #root). */
const snapshotPart = (html: string): string | null => {
  const start = html.indexOf('<div id="qs-prerendered">');
  return start < 0 ? null : html.slice(start, html.indexOf('<div id="root" data-qs-prerender', start));
};

/** Snapshots are taken in the background: the first request queues the page, a later one gets it. */
const waitForSnapshot = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path, { headers: { accept: 'text/html', ...headers } })).text();
        return snapshotPart(html) !== null;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  return html;
};

/** The comparator's frame in the shell's HTML (a view with no snapshot of its own), or null. */
const framePart = (html: string): string | null => {
  const start = html.indexOf('<div id="qs-prerendered" data-qs-frame>');
  return start < 0 ? null : html.slice(start, html.indexOf('<div id="root" data-qs-prerender', start));
};

const h1Text = (markup: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(markup)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? null;

const takenOver = async (page: Page) => {
  await expect(page.locator('#qs-prerendered')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
};

test.describe('prerendered public pages', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const path of [PLAN, BLOG]) {
    test(`${path}: the first HTML carries the heading; the live page takes over with one heading, no shift, no axe error`, async ({ page }) => {
      await waitForSnapshot(page.request, path);
      await observeShifts(page);
      const response = await page.goto(path);
      const snapshot = snapshotPart(await response!.text());
      expect(snapshot).not.toBeNull();
      expect(snapshot).not.toMatch(/<script/i);
      expect(snapshot).not.toMatch(/\son[a-z]+=/i);

      await takenOver(page);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      // The snapshot showed the very heading the live page shows.
      expect(h1Text(snapshot!)).toBe((await heading.textContent())?.trim());

      await settled(page);
      const shifts = await shiftsOf(page);
      expect(total(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(CLS_BUDGET);
      expect(await blockingViolations(page)).toEqual([]);
    });
  }

  test("the app starts after the snapshot's load event, through the one nonce-d starter, with no CSP violation", async ({ page }) => {
    await waitForSnapshot(page.request, BLOG);
    await page.addInitScript(() => {
      const scope = window as unknown as { __qsBoot: { loadAt?: number; entryAt?: number; violations: string[] } };
      scope.__qsBoot = { violations: [] };
      addEventListener('load', () => (scope.__qsBoot.loadAt ??= performance.now()));
      document.addEventListener('securitypolicyviolation', (event) => scope.__qsBoot.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
      new MutationObserver(() => {
        if (document.querySelector('script[src*="/main."]')) scope.__qsBoot.entryAt ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(BLOG);
    const html = await response!.text();
    // The shell's entry is a low-priority preload, not a parser script; the only inline script carries the nonce.
    expect(html).not.toMatch(/<script defer="defer" src="\/main\./);
    expect(html).toMatch(/<link rel="preload" href="\/main\.[^"]+" as="script" fetchpriority="low">/);
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html.match(/<script(?! type="application\/json")[^>]*>/g)).toEqual([`<script nonce="${nonce}">`]);
    await takenOver(page);
    const boot = await page.evaluate(() => (window as unknown as { __qsBoot: { loadAt?: number; entryAt?: number; violations: string[] } }).__qsBoot);
    expect(boot.loadAt).toBeDefined();
    expect(boot.entryAt).toBeGreaterThanOrEqual(boot.loadAt!);
    expect(boot.violations).toEqual([]);
  });

  test('the plan page works after the takeover: a tab changes the section and the URL', async ({ page }) => {
    await waitForSnapshot(page.request, PLAN);
    await page.goto(PLAN);
    const tabs = page.getByRole('tablist', { name: 'Secciones del plan' });
    // Clicked as soon as it can be: before the takeover the live tab is not there to click, after it works.
    await tabs.getByRole('tab', { name: 'Dónde cubre' }).click();
    await expect(tabs.getByRole('tab', { name: 'Dónde cubre' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/plan-complementario-oro\/.+/);
    await expect(page.locator('#qs-prerendered')).toHaveCount(0);
  });

  test("the snapshot's links are plain links (they navigate before the takeover); its controls look ready, but wait", async ({ page }) => {
    const html = await waitForSnapshot(page.request, '/Comparar/EPS');
    const snapshot = snapshotPart(html)!;
    expect(snapshot).toMatch(/<a [^>]*href="\/[^"]*"/);
    // Buttons are not greyed out (a tap on one is kept, see below) and submit nothing; typing before the
    // takeover would be lost, so text fields and selects take no pointer and no focus.
    for (const button of snapshot.match(/<button\b[^>]*>/g) ?? []) expect(button).toMatch(/\stype="button"/);
    for (const field of snapshot.match(/<(input(?![^>]*type="(checkbox|radio|hidden)")|select|textarea)\b[^>]*>/g) ?? []) {
      expect(field).toMatch(/\sdata-qs-wait=""/);
      expect(field).toMatch(/\stabindex="-1"/);
    }
  });

  test('a tap on the snapshot before the app runs is not lost: the live page replays it on the same control', async ({ page }) => {
    await waitForSnapshot(page.request, PLAN);
    // Where the tab is once the live page stands (the snapshot is the same page, laid out the same).
    await page.goto(PLAN);
    await takenOver(page);
    const tab = page.getByRole('tablist', { name: 'Secciones del plan' }).getByRole('tab', { name: 'Dónde cubre' });
    await expect(tab).toHaveAttribute('aria-selected', 'false');
    const box = (await tab.boundingBox())!;

    // The shell's code is held back: only the snapshot is on screen when the visitor taps.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(PLAN);
    await expect(page.locator('#qs-prerendered')).toHaveCount(1);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // The snapshot shows it is working on the tap; the URL has not changed (the tab is not a link).
    await expect(page.locator('#qs-prerendered')).toHaveAttribute('data-qs-waiting', '');
    await expect(page).toHaveURL(new RegExp(`${PLAN}$`));
    release();
    await takenOver(page);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/plan-complementario-oro\/.+/);
  });

  test('a crawler gets the snapshot as plain markup; a frame and a query of one visitor never get one', async ({ page, playwright }) => {
    const crawler = await playwright.request.newContext({ baseURL: 'http://localhost:3000', userAgent: GOOGLEBOT });
    try {
      const html = await waitForSnapshot(crawler, BLOG);
      expect(html).toContain('<div id="qs-prerendered"><');
      expect(html).not.toContain('<template shadowrootmode');
      expect(h1Text(snapshotPart(html)!)).toBeTruthy();
    } finally {
      await crawler.dispose();
    }
    await waitForSnapshot(page.request, '/Comparar/EPS');
    // An ad's link gets the snapshot (tracking parameters change nothing on the page, docs/adr/0007-prerendered-html.md#decision), and the
    // live page still has them in its address for attribution.
    const ad = await page.goto('/Comparar/EPS?utm_source=google&utm_medium=cpc&gclid=e2e');
    expect(snapshotPart(await ad!.text())).not.toBeNull();
    await takenOver(page);
    await expect(page).toHaveURL(/\?utm_source=google&utm_medium=cpc&gclid=e2e$/);
    // The compare set belongs to one visitor: no snapshot of its own (the comparator's frame, below).
    // A frame token or a page inside an iframe gets the live page alone.
    for (const [path, headers] of [['/Comparar/EPS?comparar=1', {}], ['/Comparar/EPS?IFRAME_AUTH=x', {}], ['/Comparar/EPS', { 'sec-fetch-dest': 'iframe' }]] as const) {
      const html = await (await page.request.get(path, { headers: { accept: 'text/html', ...headers } })).text();
      expect([path, snapshotPart(html)]).toEqual([path, null]);
      if (path !== '/Comparar/EPS?comparar=1') expect([path, html.includes('id="qs-prerendered"')]).toEqual([path, false]);
    }
  });
});

/** Card texts of one kind (`org`, `name`) in a piece of markup, in order. */
const cardTexts = (markup: string, part: 'org' | 'name') =>
  [...markup.matchAll(new RegExp(`class="qs-plan-card__${part}"[^>]*>(.*?)</`, 'gs'))].map((match) => (match[1] ?? '').replace(/<[^>]+>/g, '').trim());

/** Polls a page in the browser (a partner's host name is resolved by the browser, not by Node) until its HTML carries a snapshot. */
const gotoWithSnapshot = async (page: Page, url: string) => {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await page.goto(url))!.text();
        return snapshotPart(html) !== null;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  return snapshotPart(html)!;
};

test.describe('snapshots for every visitor (ADR 0007, "Where most visitors land")', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a partner's host gets its own snapshot: its logo, only its organizations; the live page takes over", async ({ page }) => {
    const main = snapshotPart(await waitForSnapshot(page.request, '/Comparar/EPS'))!;
    const snapshot = await gotoWithSnapshot(page, `${originOf(ALIADO)}/Comparar/EPS`);
    expect(snapshot).toContain(`aria-label="${ALIADO.name}, ir al inicio"`);
    expect(main).not.toContain(`aria-label="${ALIADO.name}, ir al inicio"`);
    await takenOver(page);
    // The live page (whose API answers are restricted to the partner's organizations) shows the same ones.
    const liveOrgs = new Set(await page.locator('.qs-plan-card__org').allInnerTexts());
    const shownOrgs = cardTexts(snapshot, 'org');
    expect(shownOrgs.length).toBeGreaterThan(0);
    for (const org of shownOrgs) expect(liveOrgs.has(org)).toBe(true);
    // …which are fewer than the main site's.
    expect(cardTexts(main, 'org').some((org) => !liveOrgs.has(org))).toBe(true);
    expect(h1Text(snapshot)).toBe((await page.getByRole('heading', { level: 1 }).textContent())?.trim());
    expect(await blockingViolations(page)).toEqual([]);
  });

  test("a comparator's page 2 has its own snapshot: the same plans the live page 2 shows", async ({ page }) => {
    const first = cardTexts(snapshotPart(await waitForSnapshot(page.request, '/Comparar/EPS'))!, 'name');
    const snapshot = snapshotPart(await waitForSnapshot(page.request, '/Comparar/EPS?pagina=2'))!;
    const second = cardTexts(snapshot, 'name');
    expect(second.length).toBeGreaterThan(0);
    expect(second[0]).not.toBe(first[0]);
    const response = await page.goto('/Comparar/EPS?pagina=2');
    expect(snapshotPart(await response!.text())).not.toBeNull();
    await takenOver(page);
    await expect(page).toHaveURL(/\?pagina=2$/);
    await expect(page.locator('.qs-plan-card__name').first()).toHaveText(second[0]!);
  });

  test('a shared result (/url/{link}) is sent the snapshot of the view it leads to; the live page then moves there', async ({ page }) => {
    const view = '/Comparar/EPS?pagina=2&orden=lowerPrice';
    const answer = await page.request.post('/api/buscarplanes/sharedinsurance', { data: { url: view, decodedProfile: null } });
    const link = (await answer.json()).data.link as string;
    const snapshot = snapshotPart(await waitForSnapshot(page.request, `/url/${link}`))!;
    const names = cardTexts(snapshot, 'name');
    expect(names.length).toBeGreaterThan(0);
    const response = await page.goto(`/url/${link}`);
    expect(snapshotPart(await response!.text())).not.toBeNull();
    await takenOver(page);
    await expect(page).toHaveURL(new RegExp(`${view.replace(/[?]/g, '\\?')}$`));
    await expect(page.locator('.qs-plan-card__name').first()).toHaveText(names[0]!);
    expect(h1Text(snapshot)).toBe((await page.getByRole('heading', { level: 1 }).textContent())?.trim());
    // An unknown link gets no snapshot (and the live page its not-found).
    expect(snapshotPart(await (await page.request.get('/url/nolink99', { headers: { accept: 'text/html' } })).text())).toBeNull();
  });

  test("a view with no snapshot of its own is sent the comparator's frame: the heading at once, the view as placeholders, then the live view", async ({ page }) => {
    const whole = snapshotPart(await waitForSnapshot(page.request, '/Comparar/EPS'))!;
    await observeShifts(page);
    // A visitor's compare set never has a snapshot of its own.
    const response = await page.goto('/Comparar/EPS?comparar=1');
    const frame = framePart(await response!.text());
    expect(frame).not.toBeNull();
    expect(frame).not.toMatch(/<script/i);
    expect(h1Text(frame!)).toBe(h1Text(whole));
    // No plan, filter or count of another view: those parts are placeholders.
    expect(cardTexts(whole, 'name').length).toBeGreaterThan(0);
    expect(cardTexts(frame!, 'name')).toEqual([]);
    expect(frame).toContain('aria-busy="true"');
    await takenOver(page);
    await expect(page).toHaveURL(/\/Comparar\/EPS/);
    await expect(page.locator('.qs-plan-card__name').first()).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    expect((await heading.textContent())?.trim()).toBe(h1Text(frame!));
    await settled(page);
    const shifts = await shiftsOf(page);
    expect(total(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(CLS_BUDGET);
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test.describe('a page no one has asked for yet (ADR 0007)', () => {
  test.describe.configure({ timeout: 120_000 });
  /** Whether the host would send `path` a snapshot, and a kind frame without one: asked without queueing it. */
  const statusOf = async (request: APIRequestContext, path: string) =>
    (await (await request.get(`/__qs/prerender-status?${new URLSearchParams({ page: path, variant: 'desktop' })}`)).json()) as { stored: boolean; kindFrame: boolean };
  const KINDS = [
    {
      kind: "a plan's page",
      taken: PLAN,
      // Plans of other organizations than PLAN's; other specs and the warm-up may have taken some.
      candidates: async () => ['/EPS/cordillera-eps/complementario-premier', '/EPS/caribe-unido-eps/plan-marea', '/EPS/horizonte-salud-eps/plan-bienestar', '/EPS/cordillera-eps/complementario-familiar', '/EPS/caribe-unido-eps/plan-brisa'],
      api: (path: string) => `/api/insurance/by-url?url=${encodeURIComponent(path)}`,
      heading: (data: { displayName: string }) => data.displayName,
      image: (data: { insuranceMetadata: { metadata: { image: string } } }) => data.insuranceMetadata.metadata.image,
    },
    {
      kind: 'an article',
      taken: '/QS-Blog/como-cambiarse-de-eps',
      candidates: async (request: APIRequestContext) =>
        ((await (await request.get('/api/qp-university/articles?page=1')).json()) as { data: { slug: string }[] }).data.map(({ slug }) => `/QS-Blog/${slug}`),
      api: (path: string) => `/api/qp-university/articles/${path.split('/').pop()}`,
      heading: (data: { title: string }) => data.title,
      image: null,
    },
  ];

  for (const { kind, taken: takenPath, candidates, api, heading: headingOf, image } of KINDS) {
    test(`${kind} with no snapshot is sent its kind's frame: its own heading, nothing of the page the frame was taken from`, async ({ page }) => {
      const taken = snapshotPart(await waitForSnapshot(page.request, takenPath))!;
      let path = '';
      for (const candidate of await candidates(page.request)) {
        const status = await statusOf(page.request, candidate);
        if (candidate !== takenPath && !status.stored && status.kindFrame) {
          path = candidate;
          break;
        }
      }
      expect(path, `every candidate (${kind}) already has a snapshot`).not.toBe('');
      await observeShifts(page);
      const frame = framePart(await (await page.goto(path))!.text());
      expect(frame).not.toBeNull();
      const data = (await (await page.request.get(api(path))).json()).data;
      expect(frame).not.toMatch(/<script/i);
      expect(h1Text(frame!)).toBe(headingOf(data));
      if (image) expect(frame).toContain(`src="${image(data)}"`);
      // Nothing of the page it was taken from: its heading, its texts are placeholders.
      const takenHeading = h1Text(taken)!;
      expect(takenHeading).not.toBe(headingOf(data));
      expect(frame!.toLowerCase()).not.toContain(takenHeading.toLowerCase());
      expect(frame).toContain('aria-busy="true"');

      await takenOver(page);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(headingOf(data));
      await settled(page);
      const shifts = await shiftsOf(page);
      expect(total(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(CLS_BUDGET);
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});
