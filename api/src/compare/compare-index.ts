import { catalogueVersion } from '../db/dialect';
import type { Db } from '../db/open';
import { allFeatures, allPlans, allPriceRows, type IndexedPlanRow } from '../store/plans';
import { FEATURES } from './compare-request';
import { PriceColumns } from './price-columns';

/** The pricing kinds in the order of their codes (CompareIndex.kind). */
export const PRICING_KINDS = ['people', 'employees', 'pets'] as const;

/** Each value its small number, in the order first met. */
const coder = () => {
  const codes = new Map<string, number>();
  return { codes, code: (value: string) => codes.get(value) ?? codes.set(value, codes.size).get(value) ?? 0 };
};

/** Positions 0..n-1 ranked by `compare` (rank 0 first). */
const ranks = (
  rows: readonly IndexedPlanRow[],
  compare: (a: IndexedPlanRow, b: IndexedPlanRow) => number,
): Int32Array => {
  const order = rows
    .map((_, i) => i)
    .sort((a, b) => compare(rows[a] as IndexedPlanRow, rows[b] as IndexedPlanRow) || a - b);
  const rank = new Int32Array(rows.length);
  order.forEach((position, r) => {
    rank[position] = r;
  });
  return rank;
};

/**
 * The catalogue as the compare call reads it (docs/adr/0017-compare-index.md): every plan in id order, its
 * filters as small numbers and bit masks, its static orders as ranks, and its price tables as columns per
 * (segment, age). Built once per catalogue version in each API instance — a copy of read-only data, not state:
 * every instance builds the same one from the database — so a compare call is a pass over arrays rather than
 * a query that reads and prices every matching plan.
 */
export class CompareIndex {
  readonly size: number;
  readonly ids: Int32Array;
  readonly organization: Int32Array;
  readonly orgType: Uint8Array;
  readonly orgTypeCodes: Map<string, number>;
  readonly insuranceType: Uint8Array;
  readonly insuranceTypeCodes: Map<string, number>;
  /** Bit f set: the plan has FEATURES[f]. */
  readonly features: Uint16Array;
  readonly kind: Uint8Array;
  readonly basePrice: Float64Array;
  readonly score: Float64Array;
  /** 'recommended' (promoted, score, popularity, id), POPULAR (popularity, score, id), and score then id (price ties). */
  readonly recommendedRank: Int32Array;
  readonly popularRank: Int32Array;
  readonly scoreRank: Int32Array;
  /** Scratch arrays for one compare call at a time (the call's pass is synchronous). */
  readonly scratch: {
    candidates: Int32Array;
    minPrice: Float64Array;
    defined: Uint8Array;
    distance: Float64Array;
    key1: Float64Array;
    key2: Float64Array;
  };

  constructor(
    readonly version: string | undefined,
    readonly rows: readonly IndexedPlanRow[],
    featureRows: ReadonlyArray<{ planId: number; name: string }>,
    readonly prices: PriceColumns,
  ) {
    const n = rows.length;
    this.size = n;
    this.ids = Int32Array.from(rows, (row) => row.id);
    const positionOf = new Map(rows.map((row, i) => [row.id, i]));
    this.organization = Int32Array.from(rows, (row) => row.organization_id);
    const orgTypes = coder();
    this.orgType = Uint8Array.from(rows, (row) => orgTypes.code(row.org_type));
    this.orgTypeCodes = orgTypes.codes;
    const insuranceTypes = coder();
    this.insuranceType = Uint8Array.from(rows, (row) => insuranceTypes.code(row.insurance_type));
    this.insuranceTypeCodes = insuranceTypes.codes;
    this.features = new Uint16Array(n);
    for (const { planId, name } of featureRows) {
      const bit = FEATURES.indexOf(name);
      const position = positionOf.get(planId);
      if (bit >= 0 && position !== undefined) this.features[position] = (this.features[position] ?? 0) | (1 << bit);
    }
    this.kind = Uint8Array.from(rows, (row) => PRICING_KINDS.indexOf(row.pricing));
    this.basePrice = Float64Array.from(rows, (row) => row.base_price);
    this.score = Float64Array.from(rows, (row) => row.score);
    this.recommendedRank = ranks(
      rows,
      (a, b) => b.is_promoted - a.is_promoted || b.score - a.score || b.popularity - a.popularity,
    );
    this.popularRank = ranks(rows, (a, b) => b.popularity - a.popularity || b.score - a.score);
    this.scoreRank = ranks(rows, (a, b) => b.score - a.score);
    this.scratch = {
      candidates: new Int32Array(n),
      minPrice: new Float64Array(n),
      defined: new Uint8Array(n),
      distance: new Float64Array(n),
      key1: new Float64Array(n),
      key2: new Float64Array(n),
    };
  }
}

export const loadCompareIndex = async (db: Db, version: string | undefined): Promise<CompareIndex> => {
  const [rows, features, priceRows] = await Promise.all([allPlans(db), allFeatures(db), allPriceRows(db)]);
  return new CompareIndex(
    version,
    rows,
    features,
    PriceColumns.fromRows(
      rows.map((row) => row.id),
      Uint8Array.from(rows, (row) => row.maternity),
      priceRows,
    ),
  );
};

const indexes = new WeakMap<Db, Promise<CompareIndex>>();

/**
 * How long an instance trusts the catalogue version it last read for the compare call: a reseed is seen this
 * much later at most. Read on every call, the version was a database round trip per compare call on
 * PostgreSQL, and on SQLite a query built and run for each.
 */
export const VERSION_TTL_MS = 1000;

interface KnownVersion {
  readAt: number;
  version: Promise<string | undefined>;
  /** Read and answered: while it is read again, calls get this one. */
  settled: boolean;
  refreshing: boolean;
}
const versions = new WeakMap<Db, KnownVersion>();

/** Reads the version now; the read becomes the known one once it answers (a failed read is not kept). */
const readVersion = (db: Db, now: number): Promise<string | undefined> => {
  const version = catalogueVersion(db);
  version.then(
    () => {
      const known = versions.get(db);
      // A newer read (or none) may have taken its place meanwhile.
      if (!known || known.readAt <= now) versions.set(db, { readAt: now, version, settled: true, refreshing: false });
    },
    () => {
      const known = versions.get(db);
      if (known?.version === version) versions.delete(db);
      else if (known) known.refreshing = false;
    },
  );
  return version;
};

/**
 * The catalogue version, read at most once per VERSION_TTL_MS (however many calls ask meanwhile). Past the TTL,
 * the version known is still given while it is read again: no call waits on the database for it (on PostgreSQL,
 * under load, that wait was a round trip for every call that came during it, once a second). Only the first read
 * (or one after a failure) is waited for.
 */
const recentVersion = (db: Db): Promise<string | undefined> => {
  const now = Date.now();
  const known = versions.get(db);
  if (known) {
    // Fresh, or a read already on its way: the first one (waited for) or a refresh (not).
    if (now - known.readAt < VERSION_TTL_MS || !known.settled || known.refreshing) return known.version;
    known.refreshing = true;
    void readVersion(db, now).catch(() => undefined);
    return known.version;
  }
  const version = readVersion(db, now);
  versions.set(db, { readAt: now, version, settled: false, refreshing: false });
  return version;
};

/**
 * The database's compare index for its current catalogue version: built on first use, and again (once, however
 * many calls ask at the time) after a reseed changes the version, within VERSION_TTL_MS.
 */
export const compareIndex = async (db: Db): Promise<CompareIndex> => {
  const version = await recentVersion(db);
  const current = indexes.get(db);
  if (current) {
    const index = await current.catch(() => undefined);
    if (index && index.version === version) return index;
    if (indexes.get(db) !== current) return compareIndex(db);
  }
  const loading = loadCompareIndex(db, version);
  indexes.set(db, loading);
  return loading;
};
