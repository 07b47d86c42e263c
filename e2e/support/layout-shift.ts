import type { Page } from '@playwright/test';

// Layout-shift budgets (docs/architecture.md#layout-shift-and-long-tasks): the shifts a page makes while it
// fills in, as the browser reports them, with the moved elements named so that a failing budget says what moved.
export interface Shift {
  value: number;
  sources: string[];
}

interface ShiftScope {
  __qsShifts: Shift[];
  /** Delivers the entries the browser has queued but not yet handed to the observer's callback. */
  __qsTakeShifts: () => void;
}

/** Collects every layout shift not caused by input, from the first paint on. */
export const observeShifts = (page: Page) =>
  page.addInitScript(() => {
    const scope = window as unknown as ShiftScope;
    const shifts: Shift[] = [];
    scope.__qsShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`;
    };
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (source) =>
              `${describe(source.node)} y ${source.previousRect.y}→${source.currentRect.y} h ${source.previousRect.height}→${source.currentRect.height}`,
          ),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    scope.__qsTakeShifts = () => record(observer.takeRecords());
  });

/**
 * Waits until nothing is left that could still move the page, each on its own event rather than a guess
 * of how long late work takes: no request in flight, the fonts loaded, every loaded image decoded, then two
 * frames rendered so that the last layout has been measured.
 */
export const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Images still loading now are lazy ones out of view (their box is reserved by width and height).
    const loaded = [...document.images].filter((image) => image.complete);
    await Promise.all(loaded.map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
};

/** Every shift so far, including those the browser has not yet delivered to the observer. */
export const shiftsOf = (page: Page) =>
  page.evaluate(() => {
    const scope = window as unknown as ShiftScope;
    scope.__qsTakeShifts();
    return scope.__qsShifts;
  });

/** Session windows are what CLS counts; the sum of all shifts is an upper bound and simpler. */
export const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
