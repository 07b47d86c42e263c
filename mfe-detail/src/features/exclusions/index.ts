// The plan's exclusions, a section of their own on the home tab.
export { PlanExclusions } from './components/PlanExclusions';
