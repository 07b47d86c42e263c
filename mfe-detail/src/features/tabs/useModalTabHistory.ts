import { useCallback, useEffect, useState } from 'react';
import { withFrameAuth } from '@qs/shared';
import { HOME_TAB, planBaseUrl, planTabHref, planTabSegment } from '../plan-detail/hooks/plan-url';
import type { TabRoute } from './useTabRoute';

interface TabHistoryState {
  qsPlanTab: { base: string; tab: string; depth: number };
}

const tabStateOf = (state: unknown, base: string): TabHistoryState['qsPlanTab'] | null => {
  const entry = (state as Partial<TabHistoryState> | null)?.qsPlanTab;
  return entry && entry.base === base ? entry : null;
};

/** The entry the results slice pushed when it opened the modal (usePlanModal's state). */
const isModalBase = (state: unknown, base: string) => (state as { qsPlanModal?: string } | null)?.qsPlanModal === base;

/**
 * Modal mode: the results slice pushed the plan's base URL outside the router; each tab change pushes one
 * more entry (base/{tab}). A Back between entries of this plan is handled here and stopped before the
 * router and the results' listener see it (a capture listener on window runs first): otherwise the router
 * would render the plan as a full page. A Back past the base reaches them, and the results close the modal.
 * Closed from its button while on a tab entry (the results then close without going back), the entries
 * are unwound on unmount so the URL returns to the results page.
 */
export const useModalTabHistory = (base: string, enabled: boolean): TabRoute => {
  const [segment, setSegment] = useState(() => (planBaseUrl(window.location.pathname) === base ? (planTabSegment(window.location.pathname) ?? HOME_TAB) : HOME_TAB));

  useEffect(() => {
    if (!enabled) return;
    const onPopState = (event: PopStateEvent) => {
      const entry = tabStateOf(event.state, base);
      if (!entry && !isModalBase(event.state, base)) return;
      event.stopImmediatePropagation();
      setSegment(entry ? entry.tab : HOME_TAB);
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => {
      window.removeEventListener('popstate', onPopState, { capture: true });
      const entry = tabStateOf(window.history.state, base);
      if (entry) window.history.go(-(entry.depth + 1));
    };
  }, [base, enabled]);

  const open = useCallback(
    (tab: string) => {
      const depth = (tabStateOf(window.history.state, base)?.depth ?? 0) + 1;
      window.history.pushState({ qsPlanTab: { base, tab, depth } } satisfies TabHistoryState, '', withFrameAuth(planTabHref(base, tab)));
      setSegment(tab);
    },
    [base],
  );
  const replaceHome = useCallback(() => setSegment(HOME_TAB), []);
  return { segment, open, replaceHome };
};
