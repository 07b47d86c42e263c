// Below the results: the comparator's reviews (score out of 10, count) and its benefits.
export { ComparatorInfo, type ComparatorInfoProps } from './components/ComparatorInfo';
