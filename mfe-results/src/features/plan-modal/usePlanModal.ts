import { useCallback, useEffect, useState } from 'react';
import { getEventBus, withFrameAuth, type PlanCard } from '@qs/shared';

interface ModalHistoryState {
  qsPlanModal: string;
}

const isModalState = (state: unknown): state is ModalHistoryState =>
  typeof (state as ModalHistoryState | null)?.qsPlanModal === 'string';

/**
 * The plan detail opened in a modal carries the plan's own URL (shareable, reloadable). The URL
 * is pushed outside the router so the results page stays mounted; Back closes the modal.
 */
export const usePlanModal = () => {
  const [planUrl, setPlanUrl] = useState<string | null>(null);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => setPlanUrl(isModalState(event.state) ? event.state.qsPlanModal : null);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const open = useCallback((plan: PlanCard) => {
    window.history.pushState({ qsPlanModal: plan.url } satisfies ModalHistoryState, '', withFrameAuth(plan.url));
    setPlanUrl(plan.url);
    getEventBus().emit('plan/open-detail', { planId: plan.id, url: plan.url, mode: 'modal' });
  }, []);

  const close = useCallback(() => {
    if (isModalState(window.history.state)) window.history.back();
    else setPlanUrl(null);
  }, []);

  return { planUrl, open, close };
};
