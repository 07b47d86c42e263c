import { expect, test, type Locator, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { firstViewSeen } from '../support/compare';
import {
  ERROR_PANEL,
  SLICE_NAMES,
  SLOW_API_MS,
  errorPanelsIn,
  injectFault,
  isSameDocument,
  markDocument,
  sliceSlots,
  type Fault,
  type SliceName,
} from '../support/faults';
import { SHELL, followComparatorLink, footer, header, shellReady } from '../support/shell';
import { FAULT_SITE, faultHostOfDescribe, type ApiMode, type FaultHost } from '../support/fault-host';

// docs/conventions.md#tests: every fault × every page, generated from the two tables below. A remote down is
// injected in the browser (page.route): the server renders with its server container, the visitor's browser cannot
// load the slice's code. The API down, failing or slow is the API behind a proxy the spec controls, in front of a
// host of its own (support/fault-host.ts): the server's render and the browser's calls fail alike, as for a real visitor.

const main = (page: Page): Locator => page.getByRole('main');
const mainMenu = (page: Page): Locator => header(page).getByRole('navigation', { name: SHELL.mainMenu });

/** Another slice composed into an area of the page (its own RemoteSlot). */
interface ComposedArea {
  slice: SliceName;
  /** How many areas of the page compose it. */
  areas: number;
  /** What the visitor does to need it; without it, it loads with the page. */
  open?: (page: Page) => Promise<void>;
}

interface SitePage {
  name: string;
  path: string;
  /** The slice that renders the page. */
  slice: SliceName;
  composes: readonly ComposedArea[];
  /** Before the page opens (e.g. what the visitor has already seen). */
  prepare?: (page: Page) => Promise<unknown>;
  /** Whether the page's own content comes from the API (the home's title and cards do not, its blocks below do). */
  needsApi: boolean;
  /** How many areas of the page show their own panel when the API fails (1 when unset). */
  apiPanels?: number;
  /** What shows the page works. */
  ready: (page: Page) => Locator;
  /** What it shows while the API has not answered (pages that need the API). */
  loading?: (page: Page) => Locator;
  /** What else of the page comes from the API and must come back with the page's Reintentar. */
  besides?: (page: Page) => Locator;
}

const PAGES: readonly SitePage[] = [
  {
    name: 'home',
    path: '/',
    slice: 'content',
    composes: [],
    // docs/product/content.md#home: 'why choose us', the promo blocks and the category box fail each in its own block; the title
    // and the comparator cards need no API call, so they show even then (and long before a slow API answers).
    needsApi: true,
    apiPanels: 3,
    ready: (page) =>
      main(page).getByRole('heading', { level: 1, name: 'Compara y contrata tu seguro de salud en Colombia' }),
    besides: (page) => main(page).getByRole('region', { name: '¿Por qué elegirnos?' }).getByRole('listitem').first(),
  },
  {
    name: 'results',
    path: '/Comparar/EPS',
    slice: 'results',
    // The profile modal holds the forms slice's profile form.
    composes: [
      {
        slice: 'forms',
        areas: 1,
        open: (page) => main(page).getByRole('button', { name: 'Ingresa tus datos para ver tu precio' }).click(),
      },
    ],
    // The banner's first-view popover (after 9 s) must not cover what the cases click.
    prepare: firstViewSeen,
    needsApi: true,
    ready: (page) => main(page).getByRole('article').first(),
    loading: (page) => main(page).getByRole('status').filter({ hasText: 'Buscando los mejores planes para ti' }),
    besides: (page) => main(page).getByRole('region', { name: 'Compara planes complementarios de EPS' }),
  },
  {
    // A plan of the API's catalogue (api/src/fixtures/plans/eps.json, id 1002).
    name: 'plan',
    path: '/EPS/salud-andina-eps/plan-complementario-oro',
    slice: 'detail',
    // The forms slice's contact widget in the side column; it loads when it nears the screen (RemoteSlot
    // whenVisible), so the visitor scrolls to it. (The FAQ's 'Hablar con un ejecutivo' opens the host's live
    // chat (docs/product/chat.md): no longer a forms area of the page.)
    composes: [
      {
        slice: 'forms',
        areas: 1,
        open: (page) =>
          main(page).getByRole('complementary', { name: '¿Te interesa este plan?' }).scrollIntoViewIfNeeded(),
      },
    ],
    needsApi: true,
    ready: (page) => main(page).getByRole('heading', { level: 1, name: 'Plan Complementario Oro' }),
    loading: (page) => main(page).getByRole('status').filter({ hasText: 'Cargando el plan…' }),
  },
  {
    name: 'blog',
    path: '/QS-Blog',
    slice: 'content',
    composes: [],
    needsApi: true,
    ready: (page) => main(page).getByRole('article').first(),
    loading: (page) => main(page).getByRole('status').filter({ hasText: SHELL.loading }),
  },
];

/** Header links to a page of another slice: the visitor can go on elsewhere. */
const ELSEWHERE: ReadonlyArray<{
  follow: (page: Page) => Promise<void>;
  slice: SliceName;
  ready: (page: Page) => Locator;
}> = [
  {
    follow: (page) => mainMenu(page).getByRole('link', { name: 'Blog', exact: true }).click(),
    slice: 'content',
    ready: (page) => main(page).getByRole('heading', { level: 1, name: 'QS Blog' }),
  },
  // The menu service's 'EPS' group, or the shell's own comparator link when the service is down.
  {
    follow: (page) => followComparatorLink(page, mainMenu(page)),
    slice: 'results',
    ready: (page) => main(page).getByRole('article').first(),
  },
];

const REMOTE_FAULTS: ReadonlyArray<{ label: string; slices: readonly SliceName[] }> = [
  ...SLICE_NAMES.map((slice) => ({ label: `${slice} remote down`, slices: [slice] })),
  { label: 'every remote down', slices: SLICE_NAMES },
];

const API_FAULTS: ReadonlyArray<{ label: string; fault: Fault; axe?: string }> = [
  { label: 'API down', fault: { kind: 'api-down' } },
  // axe once, on a page that shows both the header's and the page's error panels.
  { label: 'API answering 500', fault: { kind: 'api-500' }, axe: 'results' },
];

/** Never a white screen: the shell's header and footer stay. */
const expectShell = async (page: Page) => {
  await shellReady(page);
  await expect(footer(page)).toBeVisible();
};

/** The product's error panel (docs/product/shell.md#errors), verbatim, with its Reintentar: exactly one, or `count`. */
const expectSeedPanel = async (panels: Locator, count = 1) => {
  await expect(panels).toHaveCount(count);
  for (const panel of await panels.all()) {
    await expect(panel.getByRole('heading')).toHaveText(ERROR_PANEL.title);
    await expect(panel).toContainText(ERROR_PANEL.description);
    await expect(panel.getByRole('button', { name: ERROR_PANEL.retry })).toBeVisible();
  }
  await expect(panels.first()).toBeVisible();
};

/** Opens the page as a visitor would, after its preparation (on the site, or on the fault host's origin). */
const visit = async (page: Page, site: SitePage, { origin = '' } = {}) => {
  await site.prepare?.(page);
  await page.goto(`${origin}${site.path}`);
  await expectShell(page);
};

/** The fault host of the API cases, its API as `mode` says; `heal` brings the API back. */
const apiFault = (host: () => FaultHost, mode: ApiMode) => {
  host().set(mode);
  return { heal: async () => host().set({ kind: 'up' }) };
};

test.describe('fault matrix: a remote down', () => {
  for (const { label, slices } of REMOTE_FAULTS) {
    const down = new Set<SliceName>(slices);
    for (const site of PAGES) {
      if (down.has(site.slice)) {
        test(`${label} · ${site.name}: the page's panel, the shell and the other slices work, Reintentar recovers`, async ({
          page,
        }) => {
          const fault = await injectFault(page, { kind: 'remote-down', slices });
          await visit(page, site);
          const panel = errorPanelsIn(main(page));
          await expectSeedPanel(panel);

          // The visitor goes on to a page of another slice (its own panel when that slice is down too).
          const elsewhere = ELSEWHERE.find((other) => other.slice !== site.slice)!;
          await elsewhere.follow(page);
          if (down.has(elsewhere.slice)) await expectSeedPanel(errorPanelsIn(main(page)));
          else await expect(elsewhere.ready(page)).toBeVisible();
          await expectShell(page);
          await page.goBack();
          await expectSeedPanel(panel);

          await fault.heal();
          await markDocument(page);
          await panel.getByRole('button', { name: ERROR_PANEL.retry }).click();
          await expect(site.ready(page)).toBeVisible();
          await expect(errorPanelsIn(main(page))).toHaveCount(0);
          expect(await isSameDocument(page)).toBe(true);
        });
      } else if (site.composes.some((area) => down.has(area.slice))) {
        const area = site.composes.find(({ slice }) => down.has(slice))!;
        test(`${label} · ${site.name}: the page works, only its ${area.slice} areas show the panel, one Reintentar recovers them`, async ({
          page,
        }) => {
          const fault = await injectFault(page, { kind: 'remote-down', slices });
          await visit(page, site);
          await expect(site.ready(page)).toBeVisible();
          await area.open?.(page);
          const panels = errorPanelsIn(sliceSlots(page, area.slice));
          await expectSeedPanel(panels, area.areas);
          // No other area of the page failed.
          await expect(errorPanelsIn(page.locator('body'))).toHaveCount(area.areas);

          await fault.heal();
          await markDocument(page);
          await panels.first().getByRole('button', { name: ERROR_PANEL.retry }).click();
          const recovered = page.locator(
            `[data-remote-slot="${area.slice}"][data-remote-state="ready"] [data-slice="${area.slice}"]`,
          );
          await expect(recovered).toHaveCount(area.areas);
          await expect(recovered.first()).toBeVisible();
          await expect(errorPanelsIn(page.locator('body'))).toHaveCount(0);
          expect(await isSameDocument(page)).toBe(true);
        });
      } else {
        test(`${label} · ${site.name}: the page works and never asks the unreachable origin`, async ({ page }) => {
          const fault = await injectFault(page, { kind: 'remote-down', slices });
          await visit(page, site);
          await expect(site.ready(page)).toBeVisible();
          await expect(errorPanelsIn(main(page))).toHaveCount(0);
          expect(fault.refused).toEqual([]);
        });
      }
    }
  }
});

test.describe('fault matrix: the API down or failing', () => {
  const host = faultHostOfDescribe();
  for (const { label, fault: kind, axe } of API_FAULTS) {
    for (const site of PAGES) {
      test(`${label} · ${site.name}: the product's panels, the shell stays, Reintentar recovers`, async ({ page }) => {
        const fault = apiFault(host, kind.kind === 'api-down' ? { kind: 'down' } : { kind: '500' });
        await visit(page, site, { origin: FAULT_SITE });
        // docs/product/shell.md#menu: the menu service failing shows 'Ups! algo salió mal.' in the header.
        const menuFailure = mainMenu(page).getByRole('alert');
        await expect(menuFailure).toContainText(SHELL.menuError);
        const panel = errorPanelsIn(main(page));
        if (site.needsApi) await expectSeedPanel(panel, site.apiPanels);
        else await expect(site.ready(page)).toBeVisible();
        if (axe === site.name) expect(await blockingViolations(page)).toEqual([]);

        await fault.heal();
        await markDocument(page);
        if (site.needsApi) {
          // Each failing area has its own Reintentar; the last first, so the indexes of the others hold.
          for (const retry of (await panel.getByRole('button', { name: ERROR_PANEL.retry }).all()).reverse())
            await retry.click();
          await expect(site.ready(page)).toBeVisible();
        }
        await menuFailure.getByRole('button', { name: SHELL.retry }).click();
        // 'EPS' is the menu service's first item (a submenu button); the comparators are always there.
        await expect(mainMenu(page).getByRole('button', { name: 'EPS', exact: true })).toBeVisible();
        await expect(mainMenu(page).getByText(SHELL.menuError)).toHaveCount(0);
        await expect(errorPanelsIn(main(page))).toHaveCount(0);
        if (site.besides) await expect(site.besides(page)).toBeVisible();

        // The rest of the site works again without a reload, the footer's contact entries included.
        const elsewhere = ELSEWHERE.find((other) => other.slice !== site.slice)!;
        await elsewhere.follow(page);
        await expect(elsewhere.ready(page)).toBeVisible();
        await expect(footer(page).getByRole('group', { name: 'Contacto' })).toBeVisible();
        expect(await isSameDocument(page)).toBe(true);
      });
    }
  }
});

// The four pages are opened side by side, each in its own tab, on the fault host whose API answers late for the
// server's render and the browser alike: the case waits for the late answer once, not once per page. The server
// renders the shell within its budget and leaves the slots waiting on the API to the browser.
test.describe(`fault matrix: the API answering after ${SLOW_API_MS / 1000} s`, () => {
  const host = faultHostOfDescribe();

  test('every page: the shell at once, the loading state, then the page without an error', async ({ context }) => {
    // The four tabs share the browser's six connections to the site: with every API call held 10 s, a page's calls
    // can wait for one or two rounds of the others' before they leave (the plan page's and the results' calls).
    test.setTimeout(3 * SLOW_API_MS + 45_000);
    host().set({ kind: 'slow', delayMs: SLOW_API_MS });
    const slowPage = async (site: SitePage) => {
      const page = await context.newPage();
      const started = Date.now();
      await visit(page, site, { origin: FAULT_SITE });
      if (!site.loading) {
        // Nothing of this page waits for the API: it shows long before the API answers.
        await expect(site.ready(page)).toBeVisible({ timeout: SLOW_API_MS / 2 });
        expect(Date.now() - started).toBeLessThan(SLOW_API_MS);
        return;
      }
      await expect(site.loading(page)).toBeVisible();
      expect(Date.now() - started).toBeLessThan(SLOW_API_MS);
      await expect(site.ready(page)).toBeVisible({ timeout: 3 * SLOW_API_MS + 20_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_API_MS);
      await expect(site.loading(page)).toHaveCount(0);
      await expect(errorPanelsIn(main(page))).toHaveCount(0);
      await expect(mainMenu(page).getByText(SHELL.menuError)).toHaveCount(0);
      await expectShell(page);
    };
    await Promise.all(PAGES.map((site) => test.step(`slow API · ${site.name}`, () => slowPage(site))));
    host().set({ kind: 'up' });
  });
});
