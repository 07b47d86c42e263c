/** docs/product/results.md#compare-selection: the comparison has 3 slots; it can open at 2 or more. */
export const COMPARE_SLOTS = 3;
export const MIN_TO_COMPARE = 2;

/** Query parameters: the chosen plans in slot order, and whether the comparison modal is open. */
export const COMPARE_PARAM = 'comparar';
export const COMPARISON_OPEN_PARAM = 'comparacion';

/** docs/product/results.md#compare-selection: adding fills the first empty slot; a full comparison or a plan already in it is unchanged. */
export const addToCompare = (ids: readonly number[], id: number): number[] =>
  ids.includes(id) || ids.length >= COMPARE_SLOTS ? [...ids] : [...ids, id];

/** docs/product/results.md#compare-selection: removing shifts the rest and frees the last slot. */
export const removeFromCompare = (ids: readonly number[], id: number): number[] => ids.filter((other) => other !== id);

export const toggleCompare = (ids: readonly number[], id: number): number[] =>
  ids.includes(id) ? removeFromCompare(ids, id) : addToCompare(ids, id);

/** The 3 slots as the bar draws them: chosen plans first, then empty ones. */
export const toSlots = (ids: readonly number[]): Array<number | null> =>
  Array.from({ length: COMPARE_SLOTS }, (_, index) => ids[index] ?? null);

export const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);

const MAX_ID = 2147483647;

/** `comparar=1002,1003` → [1002, 1003]: junk and repeats dropped, cut to 3 (a hand-edited link never breaks the page). */
export const parseCompareParam = (value: string | null): number[] => {
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) <= MAX_ID)
    .map(Number);
  return [...new Set(ids)].slice(0, COMPARE_SLOTS);
};

export const serializeCompareParam = (ids: readonly number[]): string => ids.join(',');

/** The query with the comparison set (and the modal flag) replaced; every other parameter kept. */
export const withCompareParams = (params: URLSearchParams, ids: readonly number[], open: boolean): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (ids.length > 0) next.set(COMPARE_PARAM, serializeCompareParam(ids));
  else next.delete(COMPARE_PARAM);
  if (open && ids.length >= MIN_TO_COMPARE) next.set(COMPARISON_OPEN_PARAM, '1');
  else next.delete(COMPARISON_OPEN_PARAM);
  return next;
};
