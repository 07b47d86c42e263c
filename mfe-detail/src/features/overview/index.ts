// The plan's home tab: description, image, what to consider and the request summary.
export { PlanOverview, type PlanOverviewProps } from './components/PlanOverview';
