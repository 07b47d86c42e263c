// One plan's card, in the grid or the list.
export { PlanCard, type ResultsView } from './components/PlanCard';
