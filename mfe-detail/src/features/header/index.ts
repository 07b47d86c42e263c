// The plan's header: organization, price, score, payment methods and the tab buttons.
export { PlanHeader, type PlanHeaderProps } from './components/PlanHeader';
