// The part of a plan card loaded once the card is seen: benefits, features, offers, the profile's price.
export { LazyCardInfo } from './components/LazyCardInfo';
export { useLazyPlanInfo } from './hooks/useLazyPlanInfo';
export { clearLazyInfoCache } from './api/lazy-info-cache';
