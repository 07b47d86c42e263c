import { useCallback, useEffect, useState } from 'react';
import { getEventBus, planModalEntry, readPlanModalEntry, withFrameAuth, type PlanCard } from '@qs/shared';

/**
 * The plan detail opened in a modal carries the plan's own URL (shareable, reloadable). The URL
 * is pushed outside the router with a plan-modal entry, so the host keeps rendering this results
 * page under it; the detail slice pushes one more entry per tab. Back steps through the tabs and,
 * leaving the plan, closes the modal; the close button goes back past all of them at once.
 */
export const usePlanModal = () => {
  const [planUrl, setPlanUrl] = useState<string | null>(null);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => setPlanUrl(readPlanModalEntry(event.state)?.qsPlanModal ?? null);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const open = useCallback((plan: PlanCard) => {
    const background = `${window.location.pathname}${window.location.search}`;
    window.history.pushState(planModalEntry(plan.url, background), '', withFrameAuth(plan.url));
    setPlanUrl(plan.url);
    getEventBus().emit('plan/open-detail', { planId: plan.id, url: plan.url, mode: 'modal' });
  }, []);

  const close = useCallback(() => {
    const entry = readPlanModalEntry(window.history.state);
    if (entry) window.history.go(-(entry.qsDepth + 1));
    else setPlanUrl(null);
  }, []);

  return { planUrl, open, close };
};
