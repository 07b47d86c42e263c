/**
 * The API's answer types, from its one contract, @qs/contract (docs/adr/0011-one-api-contract.md). Types only:
 * the compiler erases these imports, so no schema reaches a bundle. Slices import them from @qs/shared.
 */
export type { ChatAvailability, VersionAnswer } from '@qs/contract';
export type { ChatAgent, ChatConversation, ChatEvent, ChatMessage, PreChat, WebchatConfig } from '@qs/contract';
export type { CreatedSharedLink, SharedLink } from '@qs/contract';
export type {
  Benefit,
  BenefitAmount,
  BenefitCategory,
  BenefitUnit,
  CardCoverages,
  ClinicKind,
  CountryClinic,
  CountryState,
  CoverageOrganization,
  CoverageTag,
  FaqItem,
  NetworkClinic,
  PlanDescription,
  PlanExclusion,
  PlanFeature,
} from '@qs/contract';
export type { OfferType, PaymentInfo, PaymentMethod, PlanOffer } from '@qs/contract';
export type { DataSocio, LeadAnswer as ContractLeadAnswer } from '@qs/contract';
export type {
  CalculatedPrice,
  CoverageBreadth,
  PlanCard,
  PlanDetail,
  PlanModality,
  PlanPrice,
  PlanTab,
  ProfilePrice,
  ProtectionArea,
} from '@qs/contract';
export type { CompareAnswer, CompareFeature, CompareMetaData, CompareProduct, PaginationMode } from '@qs/contract';
export type {
  Article,
  ArticleSummary,
  ArticlesAnswer,
  Landing,
  LandingContactForm,
  LandingDepartment,
  LandingListAnswer,
  LandingPlan,
  LandingReferral,
  LandingSummary,
} from '@qs/contract';
export type {
  DynamicFormAnswer,
  DynamicFormDefinition,
  DynamicFormField,
  FormOption,
  ProfileFldType,
  ProfileFormAnswer,
  ProfileFormDefinition,
  ProfileFormField,
} from '@qs/contract';
export type { FrameAuthorisation, PartnerConfig, PartnerContent, PartnerSeo } from '@qs/contract';
export type {
  BusinessLine,
  ContactInformation,
  Country,
  FoundReferrer,
  Organization,
  VisitorLocation,
} from '@qs/contract';
export type {
  BlockZone,
  ComparatorBanner,
  ComparatorBenefit,
  ComparatorReviews,
  MenuCategory,
  MenuItem,
  SiteNotification,
  WhyUsItem,
} from '@qs/contract';
export type { PaymentView, PurchasePayment, PurchaseView } from '@qs/contract';
export type { DataAuthorisation, PrivacyPolicy } from '@qs/contract';
export type { FeedbackView } from '@qs/contract';
export type { DataRightsOutcome, DataSummary, Holding as DataHolding, PersonalDatum } from '@qs/contract';
