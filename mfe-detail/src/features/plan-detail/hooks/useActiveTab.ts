import { useCallback } from 'react';
import type { PlanTab } from '@qs/shared';
import { resolveTab, useModalTabHistory, usePageTabRoute, useUnknownTabFallback } from '../../tabs';
import { HOME_TAB } from '../../../common/model/plan-url';

/**
 * The active tab from the URL and `openTab`. Full page: through the router, one history entry per tab, so
 * Back returns to the previous tab. Modal: the URL follows the tab without new entries (useModalTabHistory).
 */
export const useActiveTab = (mode: 'page' | 'modal', base: string, tabs: PlanTab[]) => {
  const page = usePageTabRoute(base);
  const modal = useModalTabHistory(base);
  const route = mode === 'page' ? page : modal;
  const { tab, known } = resolveTab(route.segment, tabs);
  useUnknownTabFallback(known, route.replaceHome);
  const activeUrl = tab?.url ?? HOME_TAB;
  const { open } = route;
  const openTab = useCallback(
    (url: string) => {
      if (url !== activeUrl) open(url);
      // A tab opened from a button below the fold starts at its top.
      document.querySelector('.qs-tabs')?.scrollIntoView?.({ block: 'nearest' });
    },
    [activeUrl, open],
  );
  return { tab, activeUrl, openTab };
};
