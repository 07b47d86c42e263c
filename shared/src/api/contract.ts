/**
 * The API's answer types, from its one contract (docs/adr/0011-one-api-contract.md). Types only: the
 * compiler erases these imports, so no API code reaches a bundle. Slices import them from @qs/shared.
 */
export type { ChatAvailability, VersionAnswer } from '@qs/api/src/contract/platform';
export type {
  ChatAgent,
  ChatConversation,
  ChatEvent,
  ChatMessage,
  PreChat,
  WebchatConfig,
} from '@qs/api/src/contract/chat';
export type { CreatedSharedLink, SharedLink } from '@qs/api/src/contract/sharing';
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
} from '@qs/api/src/contract/plan-sections';
export type { OfferType, PaymentInfo, PaymentMethod, PlanOffer } from '@qs/api/src/contract/payment';
export type { DataSocio, LeadAnswer as ContractLeadAnswer } from '@qs/api/src/contract/leads';
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
} from '@qs/api/src/contract/plans';
export type {
  CompareAnswer,
  CompareFeature,
  CompareMetaData,
  CompareProduct,
  PaginationMode,
} from '@qs/api/src/contract/compare';
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
} from '@qs/api/src/contract/content';
export type {
  DynamicFormAnswer,
  DynamicFormDefinition,
  DynamicFormField,
  FormOption,
  ProfileFldType,
  ProfileFormAnswer,
  ProfileFormDefinition,
  ProfileFormField,
} from '@qs/api/src/contract/forms';
export type { FrameAuthorisation, PartnerConfig, PartnerContent, PartnerSeo } from '@qs/api/src/contract/partners';
export type {
  BusinessLine,
  ContactInformation,
  Country,
  FoundReferrer,
  Organization,
  VisitorLocation,
} from '@qs/api/src/contract/reference';
export type {
  BlockZone,
  ComparatorBanner,
  ComparatorBenefit,
  ComparatorReviews,
  MenuCategory,
  MenuItem,
  SiteNotification,
  WhyUsItem,
} from '@qs/api/src/contract/shell';
export type { PaymentView, PurchasePayment, PurchaseView } from '@qs/api/src/contract/purchase';
export type { DataAuthorisation, PrivacyPolicy } from '@qs/api/src/contract/privacy';
export type { FeedbackView } from '@qs/api/src/contract/feedback';
export type {
  DataRightsOutcome,
  DataSummary,
  Holding as DataHolding,
  PersonalDatum,
} from '@qs/api/src/contract/data-rights';
