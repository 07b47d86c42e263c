// The comparator's banner above the results: title, price warning, profile tooltip, first-view popover.
export { CompareBanner } from './components/CompareBanner';
