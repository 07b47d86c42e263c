export { ContactWidget } from './components/ContactWidget';
// For the chat's leave-a-question form, which sends a contact lead the same way.
export { ContactOutcome } from './components/ContactOutcome';
export { CONTACT_PATH } from './api/send-contact';
export { DEFAULT_BUSINESS_LINE } from './model/to-payload';
