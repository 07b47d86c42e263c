export interface LighthouseRun {
  score: number;
  /** Null when Lighthouse could not tell (no content painted). */
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
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
  /** The runs of the page's own HTML without scripts (scriptless-html.mjs), one beside each run of the page. */
  scriptless: LighthouseRun[];
  scriptlessScore: number;
  scriptlessScores: number[];
  /** The page's median score over its script-less HTML's median score; Infinity when that is 0 (its HTML paints nothing). */
  ratio: number;
  /** With `firstTap`, on comparator rows: the median ms from navigation start to the profile form open (Infinity: a tap lost). */
  firstTap?: number | null;
  /** Prerender only, with `takeover`: the median ms until the live page replaced the snapshot, null without one. */
  takeover?: number | null;
}
export const ORIGIN: string;
export const PAGES: string[];
export const VISITOR_PAGES: string[];
export const PARTNER_ORIGIN: string;
export const FIRST_VISIT_PLAN: string;
export const PHONE_UA: string;
export function median(runs: LighthouseRun[]): LighthouseRun;
export function rowOf(page: string, results: LighthouseRun[], scriptless: LighthouseRun[]): LighthouseRow;
export function measurePages(options?: {
  runs?: number;
  pages?: string[];
  firstTap?: boolean;
  takeover?: boolean;
}): Promise<LighthouseRow[]>;
export function formatRows(rows: LighthouseRow[], runs: number | string): string;
