// Comparing plans: the card's checkbox and the bar (with its modal) at the bottom of the page.
export { CompareCheckbox } from './components/CompareCheckbox';
export { ComparisonBar } from './components/ComparisonBar';
