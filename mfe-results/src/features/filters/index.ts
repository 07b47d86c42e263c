// The filter buttons and their panels.
export { FilterBar } from './components/FilterBar';
