export { DynamicForm, type DynamicFormProps } from './components/DynamicForm';
export type { DynamicFormAnswers } from './model/definition';
export { toContactFields } from './model/to-contact-fields';
export { travelQuoteOf } from './model/travel-answers';
export { buildTravelAssistanceUrl, isTravelProduct, TRAVEL_PROVIDER_URLS } from './model/travel-url';
