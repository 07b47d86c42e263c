import { renderHook } from '@testing-library/react';
import { AB_GROUPS_KEY, getEventBus } from '@qs/shared';
import { planTab } from '../../../test/test-fixtures';
import { useHighlightTest } from './useHighlightTest';

const tabs = [planTab('home'), planTab('Detalle-de-Precio', { highlight: true })];

const exposuresWhile = (run: () => void) => {
  const seen: unknown[] = [];
  const subscription = getEventBus()
    .on('experiment/exposed')
    .subscribe((payload) => seen.push(payload));
  run();
  subscription.unsubscribe();
  return seen;
};

const inGroup = (group: string) => localStorage.setItem(AB_GROUPS_KEY, JSON.stringify({ modal_test: group }));

describe('useHighlightTest', () => {
  it('keeps the pulse for the variation and counts the visitor once per plan', () => {
    inGroup('variation');
    let shown: ReturnType<typeof useHighlightTest> = [];
    const seen = exposuresWhile(() => {
      const { result, rerender } = renderHook(() => useHighlightTest(tabs, 'EPS-ORO'));
      rerender();
      shown = result.current;
    });
    expect(shown.map((tab) => tab.highlight)).toEqual([false, true]);
    expect(seen).toEqual([{ experiment: 'modal_test', group: 'variation', itemId: 'EPS-ORO' }]);
  });

  it('draws the tab plain for the control, which is counted too', () => {
    inGroup('control');
    let shown: ReturnType<typeof useHighlightTest> = [];
    const seen = exposuresWhile(() => {
      shown = renderHook(() => useHighlightTest(tabs, 'EPS-ORO')).result.current;
    });
    expect(shown.map((tab) => tab.highlight)).toEqual([false, false]);
    expect(seen).toEqual([{ experiment: 'modal_test', group: 'control', itemId: 'EPS-ORO' }]);
  });

  it('leaves a plan without a highlighted tab out of the test', () => {
    inGroup('control');
    const plain = [planTab('home'), planTab('Solicitar')];
    let shown: ReturnType<typeof useHighlightTest> = [];
    const seen = exposuresWhile(() => {
      shown = renderHook(() => useHighlightTest(plain, 'EPS-ORO')).result.current;
    });
    expect(shown).toBe(plain);
    expect(seen).toEqual([]);
  });
});
