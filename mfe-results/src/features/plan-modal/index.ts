// The plan's detail page (the detail slice) in a modal, with the plan's own URL.
export { PlanModal } from './components/PlanModal';
export { usePlanModal } from './hooks/usePlanModal';
