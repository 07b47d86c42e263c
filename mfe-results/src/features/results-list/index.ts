// The comparison page: the list of plans with everything around it.
export { ComparePage } from './components/ComparePage';
