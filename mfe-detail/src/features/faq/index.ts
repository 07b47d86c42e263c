// The plan's questions and answers, with the chat button.
export { PlanFaq, type PlanFaqProps } from './components/PlanFaq';
