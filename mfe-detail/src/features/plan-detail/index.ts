// The plan page: loads the plan by its URL and lays out header, tabs, content and request column.
export { PlanDetailView, type PlanDetailViewProps } from './components/PlanDetailView';
