import {
  addToCompare,
  parseCompareParam,
  removeFromCompare,
  serializeCompareParam,
  toggleCompare,
  toSlots,
  withCompareParams,
} from './compare-slots';

describe('compare slots (docs/product/results.md#compare-selection)', () => {
  it('adding fills the first empty slot', () => {
    expect(toSlots(addToCompare([], 1002))).toEqual([1002, null, null]);
    expect(toSlots(addToCompare([1002], 1003))).toEqual([1002, 1003, null]);
  });

  it('holds at most 3, and a plan once', () => {
    expect(addToCompare([1, 2, 3], 4)).toEqual([1, 2, 3]);
    expect(addToCompare([1, 2], 2)).toEqual([1, 2]);
  });

  it('removing shifts the rest and frees the last slot', () => {
    expect(toSlots(removeFromCompare([1, 2, 3], 1))).toEqual([2, 3, null]);
    expect(toSlots(removeFromCompare([1, 2, 3], 2))).toEqual([1, 3, null]);
    expect(toggleCompare([1, 2], 1)).toEqual([2]);
    expect(toggleCompare([2], 5)).toEqual([2, 5]);
  });

  it.each([
    [null, []],
    ['', []],
    ['1002,1003', [1002, 1003]],
    [' 1002 , 1003 ', [1002, 1003]],
    ['1002,abc,-4,0,1.5,,1003', [1002, 1003]],
    ['1002,1002,1003', [1002, 1003]],
    ['1,2,3,4,5', [1, 2, 3]],
    ['99999999999,7', [7]],
  ])('reads comparar=%p as %p', (value, ids) => {
    expect(parseCompareParam(value)).toEqual(ids);
  });

  it('writes the set in slot order and keeps every other parameter', () => {
    expect(serializeCompareParam([1003, 1002])).toBe('1003,1002');
    const params = new URLSearchParams('pagina=2&orden=lowerPrice');
    expect(withCompareParams(params, [1003, 1002], true).toString()).toBe(
      'pagina=2&orden=lowerPrice&comparar=1003%2C1002&comparacion=1',
    );
    expect(withCompareParams(new URLSearchParams('comparar=1&comparacion=1&x=y'), [1], true).toString()).toBe(
      'comparar=1&x=y',
    );
    expect(withCompareParams(new URLSearchParams('comparar=1&x=y'), [], false).toString()).toBe('x=y');
  });
});
