import { useEffect, useMemo } from 'react';
import { getEventBus, useAbGroup, type PlanTab } from '@qs/shared';

/**
 * The highlighted-tab A/B test ('modal_test', docs/product/detail.md#tabs): a promoted plan's highlighted tab pulses
 * for the visitors of the variation and is drawn plain for the control, and each group's visitors are counted once
 * per plan they open (`experiment/exposed` on the bus; the shell measures it as testAB_modal_test_{group}). Until the
 * browser knows the visitor's group (the server, hydration) no tab pulses.
 */
export const useHighlightTest = (tabs: PlanTab[], productCode: string): PlanTab[] => {
  const group = useAbGroup('modal_test');
  const tested = tabs.some((tab) => tab.highlight);

  useEffect(() => {
    if (tested && group)
      getEventBus().emit('experiment/exposed', { experiment: 'modal_test', group, itemId: productCode });
  }, [tested, group, productCode]);

  return useMemo(
    () =>
      group === 'variation' || !tested ? tabs : tabs.map((tab) => (tab.highlight ? { ...tab, highlight: false } : tab)),
    [group, tested, tabs],
  );
};
