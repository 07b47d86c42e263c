import type { Page } from '@playwright/test';

/** What the compare specs look for: the bar, its slots, the checkboxes and the modal (mfe-results compare). */
export const HINT = 'Elige mínimo 2 seguros para compararlos';
export const TITLE = 'Comparación de seguros';

export const bar = (page: Page) => page.getByRole('region', { name: 'Comparador de planes' });
export const slots = (page: Page) => bar(page).getByRole('listitem');
export const compareButton = (page: Page) => bar(page).getByRole('button', { name: 'Comparar', exact: true });
export const checkbox = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `Comparar ${name}`, exact: true });
export const dialog = (page: Page) => page.getByRole('dialog', { name: TITLE });

export interface Card {
  id: number;
  displayName: string;
  insuranceMetadata: { metadata: { protection?: string } };
}

/** The EPS plans in the order the results page shows them (the same call the page makes). */
export const epsPlans = async (page: Page): Promise<Card[]> => {
  const answer = await page.request.get(
    '/api/insurance/compare/metadata?organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS&page=1&take=20',
  );
  return ((await answer.json()) as { data: Card[] }).data;
};

/** Collects compare/changed payloads from the page's bus (@qs/shared keeps it on globalThis). */
export const listenToCompareBus = (page: Page) =>
  page.evaluate(() => {
    const holder = globalThis as unknown as Record<
      symbol,
      { on: (name: string) => { subscribe: (next: (payload: { planIds: number[] }) => void) => void } }
    > & { compareEvents?: number[][] };
    holder.compareEvents = [];
    holder[Symbol.for('qs.eventBus')]!.on('compare/changed').subscribe(({ planIds }) =>
      holder.compareEvents!.push(planIds),
    );
  });
export const compareEvents = (page: Page) =>
  page.evaluate(() => (globalThis as { compareEvents?: number[][] }).compareEvents);

/** The results banner's first-view popover is remembered under this key (mfe-results banner). */
export const FIRST_VIEW_KEY = 'qs-compare-first-view';

/** This visitor has already seen the first-view popover, so it cannot cover what a test clicks. */
export const firstViewSeen = (page: Page) =>
  page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ seenAt: '2026-01-01T00:00:00.000Z' })),
    FIRST_VIEW_KEY,
  );
