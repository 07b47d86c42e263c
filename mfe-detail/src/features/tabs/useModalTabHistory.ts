import { useCallback, useState } from 'react';
import { withFrameAuth } from '@qs/shared';
import { HOME_TAB, planBaseUrl, planTabHref, planTabSegment } from '../plan-detail/hooks/plan-url';
import type { TabRoute } from './useTabRoute';

const initialSegment = (base: string) =>
  planBaseUrl(window.location.pathname) === base ? (planTabSegment(window.location.pathname) ?? HOME_TAB) : HOME_TAB;

/**
 * Modal mode. The results slice pushed the plan's base URL outside the router ({ qsPlanModal: base }). A tab
 * change REPLACES that entry with base/{tab}, keeping its state, so the URL always names the open tab (a reload
 * or a shared link opens it as a page) and the results' Back and close button keep working: Back leaves the
 * plan and the results close the modal.
 *
 * Why not one entry per tab, as on the full page: the router listens to popstate before any slice can, and
 * React renders a popstate's transition at once, so a Back onto a plan URL makes the host render the plan
 * as a full page and unmount the results (with the modal). Back between tabs inside the modal needs the host
 * to keep the results as the background location of plan URLs pushed by the modal (see mfe-detail/README.md).
 */
export const useModalTabHistory = (base: string): TabRoute => {
  const [segment, setSegment] = useState(() => initialSegment(base));
  const open = useCallback(
    (tab: string) => {
      window.history.replaceState(window.history.state, '', withFrameAuth(planTabHref(base, tab)));
      setSegment(tab);
    },
    [base],
  );
  const replaceHome = useCallback(() => {
    if (planBaseUrl(window.location.pathname) === base) window.history.replaceState(window.history.state, '', withFrameAuth(base));
    setSegment(HOME_TAB);
  }, [base]);
  return { segment, open, replaceHome };
};
