import { useCallback, useEffect } from 'react';
import { nextPlanModalEntry, readPlanModalEntry, useBrowserState, withFrameAuth } from '@qs/shared';
import { HOME_TAB, planBaseUrl, planTabHref, planTabSegment } from '../../../common/model/plan-url';
import type { TabRoute } from './useTabRoute';

const segmentOf = (base: string) =>
  planBaseUrl(window.location.pathname) === base ? (planTabSegment(window.location.pathname) ?? HOME_TAB) : HOME_TAB;

/**
 * Modal mode. The results slice pushed the plan's base URL outside the router with a plan-modal
 * entry (@qs/shared modal-history); each tab change pushes one more such entry (base/{tab}), so
 * the URL names the open tab, Back returns to the previous tab, and the host keeps the results
 * page under the modal for all of them. Leaving the plan's base URL, the results close the modal.
 * Without such an entry (the modal was opened some other way) a tab change only replaces the URL.
 */
export const useModalTabHistory = (base: string): TabRoute => {
  // The plan page calls this hook too (useActiveTab): on the server, where there is no window.location, and
  // in the page's hydration render it is the home tab; a modal is only ever opened in the browser.
  const [segment, setSegment] = useBrowserState(() => segmentOf(base), HOME_TAB);

  useEffect(() => {
    const onPopState = () => {
      if (planBaseUrl(window.location.pathname) === base) setSegment(segmentOf(base));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [base]);

  const open = useCallback(
    (tab: string) => {
      const entry = readPlanModalEntry(window.history.state);
      const href = withFrameAuth(planTabHref(base, tab));
      if (entry) window.history.pushState(nextPlanModalEntry(entry), '', href);
      else window.history.replaceState(window.history.state, '', href);
      setSegment(tab);
    },
    [base],
  );
  const replaceHome = useCallback(() => {
    if (planBaseUrl(window.location.pathname) === base)
      window.history.replaceState(window.history.state, '', withFrameAuth(base));
    setSegment(HOME_TAB);
  }, [base]);
  return { segment, open, replaceHome };
};
