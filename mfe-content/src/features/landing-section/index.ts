export { LandingCards, type LandingCardsProps } from './components/LandingCards';
export { LandingListSection, type LandingListSectionProps } from './components/LandingListSection';
export { useLandingSection } from './hooks/use-landing-section';
export type { LandingSection, LandingSectionOptions } from './api/get-landing-section';
