// The plan's price for the visitor's profile: priced once per page and written the same way everywhere.
export { PlanPriceText, type PlanPriceTextProps } from './components/PlanPriceText';
export { useProfilePricing, type ProfilePricing } from './hooks/useProfilePricing';
export { ageLabel, personsMessage, roleLabel, type PersonsMessage } from './model/persons-message';
export type { PricedPerson } from './model/priced-people';
