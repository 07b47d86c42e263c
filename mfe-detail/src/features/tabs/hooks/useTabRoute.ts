import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withFrameAuth } from '@qs/shared';
import { HOME_TAB, planTabHref, planTabSegment } from '../../../common/model/plan-url';

export interface TabRoute {
  /** The tab segment of the URL ('home' for the base URL). */
  segment: string;
  /** Opens a tab with a new history entry, so Back returns to the previous tab. */
  open: (tab: string) => void;
  /** Goes to the base URL without a new entry (an unknown tab segment). */
  replaceHome: () => void;
}

/** Page mode: the tab lives in the router's URL (docs/product/detail.md#tabs: base URL, base/{tab}). */
export const usePageTabRoute = (base: string): TabRoute => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const segment = planTabSegment(pathname) ?? HOME_TAB;
  const open = useCallback((tab: string) => navigate(withFrameAuth(planTabHref(base, tab))), [base, navigate]);
  const replaceHome = useCallback(() => navigate(withFrameAuth(base), { replace: true }), [base, navigate]);
  return { segment, open, replaceHome };
};

/** Runs `fix` when the URL names a tab the plan does not have (docs/product/detail.md#tabs: fall back to 'home'). */
export const useUnknownTabFallback = (known: boolean, fix: () => void) => {
  useEffect(() => {
    if (!known) fix();
  }, [known, fix]);
};
