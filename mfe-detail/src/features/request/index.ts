// Asking for the plan: the contact widget's column beside the content and the fixed bottom bar.
export { FixedBar, type FixedBarProps } from './components/FixedBar';
export { RequestColumn, type RequestColumnProps } from './components/RequestColumn';
export { REQUEST_TAB, showsFixedBar, showsRequestColumn } from './model/request-rules';
