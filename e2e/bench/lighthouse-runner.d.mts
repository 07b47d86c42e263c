export interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  pageBytes: number;
  allBytes: number;
  /** Lighthouse's benchmark of the machine's CPU during the run. */
  benchmarkIndex: number;
}
export interface LighthouseRow extends LighthouseRun {
  page: string;
  /** Every run's score, in the order measured (the row's LCP is the median of the runs' LCPs). */
  scores: number[];
  results: LighthouseRun[];
  /** With `takeover`: the median ms until the live page replaced the snapshot (throttled phone), null without one. */
  takeover?: number | null;
}
export const ORIGIN: string;
export const PAGES: string[];
export const VISITOR_PAGES: string[];
export const PARTNER_ORIGIN: string;
export const SHARED_VIEW: string;
export function sharedResultPage(): Promise<string>;
export function warmSnapshots(pages?: string[]): Promise<void>;
export function waitForIdlePrerenderer(timeoutMs?: number): Promise<void>;
export function median(runs: LighthouseRun[]): LighthouseRun;
export function rowOf(page: string, results: LighthouseRun[]): LighthouseRow;
export function measurePages(options?: { runs?: number; pages?: string[]; takeover?: boolean }): Promise<LighthouseRow[]>;
export function measureTakeover(port: number, url: string): Promise<number | null>;
export function formatRows(rows: LighthouseRow[], runs: number | string): string;
