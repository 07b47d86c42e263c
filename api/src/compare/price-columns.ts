import { createHash } from 'node:crypto';
import { MATERNITY_SURCHARGE, roundCop, type PriceRow } from '../pricing/price-profile';

/** At most this many (segment, age) columns are kept; past it the oldest goes (hostile traffic cannot grow it). */
export const MAX_COLUMNS = 256;

/** What every plan charges one person: `price[i]` where `has[i]` is 1, else 0 (the plan's table has no row for them). */
export interface PriceColumn {
  /** The column's segment, age and surcharge: its name among the kept columns. */
  key: string;
  price: Float64Array;
  has: Uint8Array;
}

/**
 * Every plan's price table, flat (rows of plan i are `start[i]`..`start[i + 1]`, in the order `priceProfile`
 * reads them: segment, then youngest age), and, made on first use, a column per (segment, age): the table
 * price of each plan for such a person and whether its table has one. A compare call then prices a family of
 * four with four reads per plan, as `priceProfile` would find them row by row.
 */
export class PriceColumns {
  private readonly columns = new Map<string, PriceColumn>();
  private readonly classes = new Map<string, string>();

  private constructor(
    private readonly size: number,
    private readonly start: Int32Array,
    private readonly segment: Uint8Array,
    private readonly segmentCodes: Map<string, number>,
    private readonly ageMin: Float64Array,
    private readonly ageMax: Float64Array,
    private readonly price: Float64Array,
    private readonly maternity: Uint8Array,
  ) {}

  /** `planIds` in index order, `maternity[i]` 1 where plan i covers maternity; `rows` ordered by plan id, segment and youngest age. */
  static fromRows(
    planIds: readonly number[],
    maternity: Uint8Array,
    rows: ReadonlyArray<PriceRow & { planId: number }>,
  ): PriceColumns {
    const positionOf = new Map(planIds.map((id, i) => [id, i]));
    const counts = new Int32Array(planIds.length + 1);
    for (const row of rows) {
      const position = positionOf.get(row.planId);
      if (position !== undefined) counts[position + 1] = (counts[position + 1] ?? 0) + 1;
    }
    for (let i = 1; i < counts.length; i += 1) counts[i] = (counts[i] ?? 0) + (counts[i - 1] ?? 0);
    const start = counts;
    const next = start.slice(0, planIds.length);
    const total = start[planIds.length] ?? 0;
    const segmentCodes = new Map<string, number>();
    const segment = new Uint8Array(total);
    const ageMin = new Float64Array(total);
    const ageMax = new Float64Array(total);
    const price = new Float64Array(total);
    for (const row of rows) {
      const position = positionOf.get(row.planId);
      if (position === undefined) continue;
      const at = next[position] ?? 0;
      next[position] = at + 1;
      if (!segmentCodes.has(row.segment)) segmentCodes.set(row.segment, segmentCodes.size);
      segment[at] = segmentCodes.get(row.segment) ?? 0;
      ageMin[at] = row.ageMin;
      ageMax[at] = row.ageMax;
      price[at] = row.price;
    }
    return new PriceColumns(planIds.length, start, segment, segmentCodes, ageMin, ageMax, price, maternity);
  }

  /**
   * What each plan charges a person of this segment and age (the first row that fits, rounded to the hundred
   * pesos as `priceProfile` rounds it; `has` 0 where none fits). `surcharged`: for a woman who asks for
   * maternity, so plans that cover it charge the surcharge (the others their table price).
   * A compare call sums one column per person for every matching plan with no per-plan choice: a branch on the
   * plan's maternity or on a missing price, which on a shuffled catalogue the processor mispredicts (a quarter
   * of the plans have no row for a child), cost more than the reads (0.87 against 0.24 ms over 33,600 plans).
   */
  column(segmentName: string, age: number, surcharged = false): PriceColumn {
    const key = `${segmentName}|${age}|${surcharged ? 'm' : ''}`;
    const kept = this.columns.get(key);
    if (kept) return kept;
    const column = { key, price: new Float64Array(this.size), has: new Uint8Array(this.size) };
    const code = this.segmentCodes.get(segmentName);
    if (code !== undefined) {
      for (let i = 0; i < this.size; i += 1) {
        const r = this.rowOf(i, code, age);
        if (r < 0) continue;
        column.price[i] = roundCop(
          (this.price[r] ?? 0) * (surcharged && this.maternity[i] === 1 ? 1 + MATERNITY_SURCHARGE : 1),
        );
        column.has[i] = 1;
      }
    }
    if (this.columns.size >= MAX_COLUMNS) this.columns.delete(this.columns.keys().next().value as string);
    this.columns.set(key, column);
    return column;
  }

  /**
   * Which ages a segment's person is priced alike at: a token that is the same for two ages exactly when every
   * plan's table gives both the same row (so the same price, the same band label and the same "no price"),
   * whatever the plan, its kind or a surcharge. It is a digest of the rows found, plan by plan. The answer cache
   * keys a profile by these tokens instead of its ages (answer-key.ts), so families in the same bands share an answer.
   */
  priceClass(segmentName: string, age: number): string {
    const key = `${segmentName}|${age}`;
    const kept = this.classes.get(key);
    if (kept !== undefined) return kept;
    const code = this.segmentCodes.get(segmentName);
    const rows = new Int32Array(this.size);
    for (let i = 0; i < this.size; i += 1) rows[i] = code === undefined ? -1 : this.rowOf(i, code, age);
    const token = createHash('sha256')
      .update(segmentName)
      .update('\0')
      .update(new Uint8Array(rows.buffer))
      .digest('base64url')
      .slice(0, 22);
    if (this.classes.size >= MAX_COLUMNS) this.classes.delete(this.classes.keys().next().value as string);
    this.classes.set(key, token);
    return token;
  }

  /** The first row of plan i's table for this segment and age, as `priceProfile` finds it, or -1. */
  private rowOf(i: number, code: number, age: number): number {
    const end = this.start[i + 1] ?? 0;
    for (let r = this.start[i] ?? 0; r < end; r += 1) {
      if (this.segment[r] === code && (this.ageMin[r] ?? 0) <= age && age <= (this.ageMax[r] ?? 0)) return r;
    }
    return -1;
  }
}
