// The public contract of @qs/shared. Slices import only from here.
export type { Profile, Cotizante, Carga, Mascota, Sexo } from './domain/profile';
export { DEFAULT_AGE, emptyProfile } from './domain/profile';
export { checkProfile, type ProfileCheck } from './domain/profile-check';
// The field rules a visitor meets, one copy for the API and the browser (docs/product/forms.md#field-rules).
export {
  fieldRegExp,
  NAME_PATTERN,
  nameProblem,
  EMAIL_PATTERN,
  emailProblem,
  REFERRER_EMAIL_MAX_LENGTH,
  referrerEmailProblem,
  PHONE_MIN_NATIONAL_DIGITS,
  NATIONAL_PHONE_PATTERN,
  phoneProblem,
  EMPLOYEES_MIN,
  GROUP_EMPLOYEES_MIN,
  ONLINE_GROUP_EMPLOYEES_MAX,
  isValidNit,
  EMPLOYEES_MAX_DIGITS,
  EMPLOYEES_PATTERN,
  PERSON_AGE_MAX,
  PET_AGE_MAX,
  type NameProblem,
  type EmailProblem,
  type PhoneProblem,
} from '@qs/contract/rules/field-rules';
// The payment card's checks, one copy for the API and the browser (docs/adr/0019-online-purchase.md).
export {
  CARD_BRAND_NAMES,
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  cardNumberProblem,
  expiryProblem,
  lastFourOf,
  securityCodeProblem,
  type CardBrand,
  type CardNumberProblem,
  type ExpiryProblem,
  type SecurityCodeProblem,
} from '@qs/contract/rules/card-rules';
export type { Advisor, LeadAnswer, ContactRequest } from './domain/lead';

export type { QsEventMap, QsEventName, QsEventPayload, QsEvent, Referrer } from './events/events';
export { EventBus, getEventBus } from './events/event-bus';
export { atomFromBusEvent } from './events/jotai-bridge';

export { colombia, type CountryConfig } from './country/colombia';
export { isCompanyEmail, sameEmail } from './country/company-email';
export { formatCop } from './format/currency';
export { formatBogotaTime } from '@qs/contract/rules/bogota-time';
export { formatNumber, type NumberFormatOptions } from './format/number';
export { formatOpeningHours, formatTimeOfDay, type OpeningHours } from './format/opening-hours';
export { formatPlanPrice } from './format/plan-price';

export { ApiError, messageFromBody } from './api/api-error';
export type * from './api/contract';
export {
  apiClient,
  clearApiCache,
  createApiClient,
  buildQuery,
  PRODUCT_RETRY,
  retriesExceededMessage,
  setServerTransport,
  type ApiClient,
  type RetryPolicy,
  type QueryValue,
  type ApiRequestInit,
  type RequestMethod,
} from './api/api-client';
export type { ApiAnswer, ApiBody, ApiMethod, ApiPath, ApiQuery, ApiTemplateOf, DataOf } from './api/api-paths';

export { readProfile, saveProfile, completeProfile } from './stores/profile-store';
export { clearProfileNotice, reportDroppedProfileFields, useDroppedProfileFields } from './stores/profile-notice';
export { useStoredProfile } from './stores/useStoredProfile';
export {
  readReferrer,
  saveReferrer,
  publishStoredReferrer,
  isReferrerExpired,
  REFERRER_LIFETIME_MS,
} from './stores/referrer-store';
export { useReferrer } from './stores/useReferrer';
export {
  readSwitches,
  bypassesCaches,
  DEFAULT_SWITCHES,
  applySwitchesFromUrl,
  writeSwitch,
  subscribeSwitches,
  SWITCH_KEYS,
  type SwitchKey,
  type Switches,
} from './stores/switches';
export { useSwitches } from './stores/useSwitches';
export { useBrowserState } from './ui/useBrowserState';
export { useBrowserSnapshot, useHydrated } from './ui/useHydrated';
export {
  AB_GROUPS_KEY,
  abGroupOf,
  EXPERIMENTS,
  type ExperimentGroup,
  type ExperimentName,
} from './experiments/ab-group';
export { useAbGroup } from './experiments/useAbGroup';
export { safeStorage } from './stores/storage';

export { setPartner, getPartner, observePartner } from './partner/partner-store';
export { partnerLayout, type PartnerLayout } from './partner/partner-layout';
// The site's domain and origin, handed over by the host's server at run time (docs/adr/0010-site-domain.md).
export {
  getSiteSettings,
  setSiteSettings,
  readInlineSiteSettings,
  partnerSubdomain,
  siteUrl,
  SITE_SETTINGS_ELEMENT_ID,
} from './site/site-store';
export { subdomainOf, type PublicSiteSettings } from '@qs/contract/rules/site-domain';
export { isTrackingParam } from './attribution/tracking-params.mjs';
export { RESULTS_VIEW_PARAMS } from './routes/results-view-params.mjs';

export { paths, isPlanPath, PLAN_SECTIONS } from './routes/paths';
export { COMPARATORS, comparatorPathFor, findComparator, type Comparator } from './routes/comparators';
export {
  PURCHASE_OUTLET,
  readPurchaseOutlet,
  openPurchaseOutlet,
  openPaymentOutlet,
  closePurchaseOutlet,
  type PurchaseOutletState,
} from './routes/purchase-outlet';

export {
  SLICES,
  containerName,
  sliceOf,
  type Slice,
  type ExposedModules,
  type ExposedModuleId,
  type ComparePageProps,
  type PlanDetailPageProps,
  type ProfileFormProps,
  type ContactWidgetProps,
  type ReferrerModalProps,
  type ChatWidgetProps,
  type LandingPageProps,
  type PurchasePageProps,
} from './remotes/exposed-modules';
export {
  parseRegistry,
  filterForPartner,
  fetchRegistry,
  allowedScriptOrigins,
  type RegistryEntry,
} from './remotes/registry';
export {
  registerSlices,
  registerServerSlices,
  registeredSlice,
  loadExposed,
  preloadExposed,
  resetSlice,
  SliceUnavailableError,
} from './remotes/federation';
export { RemoteSlot, type RemoteSlotProps } from './remotes/RemoteSlot';
export { SlotStylesContext } from './remotes/slot-styles';
export { setRenderScopeSource, type RenderScope } from './server/render-scope';
export { reportClientError, TRACE_SAMPLE_RATE, type ClientErrorReport } from './errors/report-error';

export { initI18n, addSliceTranslations, LANGUAGES, DEFAULT_LANGUAGE } from './i18n/i18n';
export { ErrorPanel, type ErrorPanelProps } from './ui/ErrorPanel';
export { Spinner, type SpinnerProps } from './ui/Spinner';
export { Modal, type ModalProps } from './ui/Modal';
export { ProfileModal, type ProfileModalProps } from './profile/ProfileModal';
export { profileWording, type ProfileWording } from './profile/profile-wording';
export { useMediaQuery } from './ui/useMediaQuery';
export {
  CHAT_DESKTOP_QUERY,
  CHAT_SESSION_KEY,
  chatLanguageOf,
  forgetChatAvailability,
  readChatAvailability,
  readWebchatConfig,
  type ChatLanguage,
} from './chat/chat-site';
export { copyText } from './clipboard/copy-text';
export { startStandalone } from './remotes/standalone';
export { useApiRequest, useFirstScreenAnswer, type ApiRequestState } from './api/useApiRequest';
export {
  PageDataContext,
  PAGE_DATA_ID,
  createPageDataStore,
  forgetSeededRequests,
  scriptSafeJson,
  type PageDataStore,
} from './api/page-data';
export { LANDING_LISTS } from './routes/paths';
export { IFRAME_AUTH_PARAM, withFrameAuth } from './routes/frame-auth';
export {
  setDocumentMeta,
  documentHeadHtml,
  headTagsOf,
  jsonLdText,
  type DocumentMeta,
  type HeadTag,
} from './routes/document-meta';
export {
  PageMetaContext,
  usePageMeta,
  usePublishedPageMeta,
  type OwnPageMeta,
  type PageMetaCollector,
} from './routes/page-meta';
export { planModalEntry, nextPlanModalEntry, readPlanModalEntry, type PlanModalEntry } from './routes/modal-history';
export { calculatePlanPrice, usePlanPrice } from './api/plan-price';
export {
  getMenu,
  getBusinessLines,
  getContactInformations,
  getSupportEmail,
  supportEmailOf,
  FALLBACK_SUPPORT_EMAIL,
} from './api/site-services';
export { safeWebUrl, safeContactHref, sitePath, isWebLink } from './routes/safe-links';
export { Outbox, type OutboxSubmission, type OutboxSettlement } from './outbox/outbox';
export { getOutbox, startOutbox, resetOutbox } from './outbox/page-outbox';
export { useOutboxEntry, useOutbox } from './outbox/useOutbox';
export {
  OUTBOX_MAX_AGE_MS,
  isSettled,
  type OutboxEntry,
  type OutboxEntryState,
  type OutboxKind,
  type OutboxStatus,
} from './outbox/outbox-entry';
export { startAttribution, leadAttributionInfo } from './attribution/lead-attribution';
export {
  ATTRIBUTION_MAX_ENTRIES,
  readAttributionHistory,
  type LeadAttributionEntry,
} from './attribution/attribution-history';

// Crawlers and prerender agents (docs/product/shell.md#crawlers): in the browser, results cards load their lazy part at once for them.
export { isCrawler } from './user-agent/crawlers.mjs';
