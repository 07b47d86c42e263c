import { readFileSync } from 'node:fs';
import type { Locator, Page, Route } from '@playwright/test';
import { DEFAULT_REGISTRY } from './environment';

/** The four slices of the registry the e2e run starts with. */
export type SliceName = 'results' | 'detail' | 'forms' | 'content';
export const SLICE_NAMES: readonly SliceName[] = ['results', 'detail', 'forms', 'content'];

/** Each slice's origin, read from the registry the site starts with (so a port change follows it). */
export const REMOTE_ORIGINS: Readonly<Record<SliceName, string>> = (() => {
  const { remotes } = JSON.parse(readFileSync(DEFAULT_REGISTRY, 'utf8')) as {
    remotes: Array<{ name: SliceName; entry: string }>;
  };
  return Object.fromEntries(remotes.map(({ name, entry }) => [name, new URL(entry).origin])) as Record<
    SliceName,
    string
  >;
})();

/** Every call of the site's API (the host proxies `/api` to it); remote origins have no `/api/`. */
export const API_CALLS = '**/api/**';

/** The API's answer after this long in the 'slow' fault. */
export const SLOW_API_MS = 10_000;

/**
 * A failure injected in the browser only (`page.route`), so no server is stopped and each test
 * stays independent: remotes unreachable, the API unreachable, answering 500, or answering late.
 */
export type Fault =
  | { kind: 'remote-down'; slices: readonly SliceName[] }
  | { kind: 'api-down' }
  | { kind: 'api-500' }
  | { kind: 'api-slow'; delayMs: number };

export interface InjectedFault {
  /** The failing side comes back: later requests reach the real servers. */
  heal: () => Promise<void>;
  /** URLs refused or failed so far (a page that never needs a down remote never asks it). */
  refused: string[];
}

const answer500 = (refused: string[]) => (route: Route) => {
  refused.push(route.request().url());
  return route.fulfill({
    status: 500,
    json: { statusCode: 500, error: 'Internal Server Error', message: 'Error interno del servidor' },
  });
};

// A page may close (end of test) while an answer is held back: continuing it then just fails.
const answerLate = (delayMs: number) => async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  await route.continue().catch(() => undefined);
};

export const injectFault = async (page: Page, fault: Fault): Promise<InjectedFault> => {
  const refused: string[] = [];
  const refuse = (route: Route) => {
    refused.push(route.request().url());
    return route.abort('connectionrefused');
  };
  if (fault.kind === 'remote-down') {
    const patterns = fault.slices.map((slice) => `${REMOTE_ORIGINS[slice]}/**`);
    for (const pattern of patterns) await page.route(pattern, refuse);
    const heal = async () => {
      for (const pattern of patterns) await page.unroute(pattern, refuse);
    };
    return { refused, heal };
  }
  const handler =
    fault.kind === 'api-down' ? refuse : fault.kind === 'api-500' ? answer500(refused) : answerLate(fault.delayMs);
  await page.route(API_CALLS, handler);
  return { refused, heal: () => page.unroute(API_CALLS, handler) };
};

/** Texts of the product's generic error panel (docs/product/shell.md#errors, `ErrorPanel` of @qs/shared). */
export const ERROR_PANEL = {
  title: 'Error al cargar resultados',
  description: 'No fue posible cargar los resultados. Verifica tu conexión a internet e inténtalo nuevamente',
  retry: 'Reintentar',
} as const;

/** The product's error panels inside `scope` (the page area, or one slice's slot). */
export const errorPanelsIn = (scope: Locator): Locator =>
  scope.getByRole('alert').filter({ hasText: ERROR_PANEL.title });

/** The areas where `slice` is composed into the page, modals included (`RemoteSlot` marks them). */
export const sliceSlots = (page: Page, slice: SliceName): Locator => page.locator(`[data-remote-slot="${slice}"]`);

/**
 * Marks the current document, so `isSameDocument` tells whether a recovery happened in place
 * (a reload or a full navigation would start a new document without the mark).
 */
export const markDocument = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as unknown as { qsFaultMark?: boolean }).qsFaultMark = true;
  });
export const isSameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { qsFaultMark?: boolean }).qsFaultMark === true);
