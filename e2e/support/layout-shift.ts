import type { Page } from '@playwright/test';

// Layout-shift budgets (issue 10): the shifts a page makes while it fills in, as the browser reports
// them, with the moved elements named so that a failing budget says what moved.
export interface Shift {
  value: number;
  sources: string[];
}

/** Collects every layout shift not caused by input, from the first paint on. */
export const observeShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __qsShifts: typeof shifts }).__qsShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => `${describe(source.node)} y ${source.previousRect.y}→${source.currentRect.y} h ${source.previousRect.height}→${source.currentRect.height}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

export const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __qsShifts: Shift[] }).__qsShifts);

/** Session windows are what CLS counts; the sum of all shifts is an upper bound and simpler. */
export const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

