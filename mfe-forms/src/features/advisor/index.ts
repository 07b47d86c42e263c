export { AdvisorCard, type AdvisorCardProps } from './components/AdvisorCard';
export { LeadAdvisor, type LeadAdvisorProps } from './components/LeadAdvisor';
export { PHONE_QUERY, useIsPhone } from './hooks/useIsPhone';
export { activeCalendar } from './model/advisor-links';
export {
  purchaseRouteState,
  readPurchaseInitialData,
  type PurchaseInitialData,
  type PurchaseRouteState,
} from './model/purchase-initial-data';
