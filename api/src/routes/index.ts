import { adminRoutes } from './admin/leads';
import { additionalInsuranceReferenceRoutes } from './additional-insurance/reference';
import { additionalInsuranceRequestRoutes } from './additional-insurance/request';
import { adminConversionRoutes } from './admin/conversions';
import { analyticsEventRoutes } from './analytics/events';
import { feedbackRoutes } from './feedback/feedbacks';
import { compareRoutes } from './compare/compare';
import { compareProductRoutes } from './compare/compare-products';
import { agentChatRoutes } from './chat/agent-chat';
import { visitorChatRoutes } from './chat/visitor-chat';
import { articleRoutes } from './content/articles';
import { landingRoutes } from './content/landings';
import { privacyPolicyRoutes } from './content/privacy-policy';
import { dataRightsRoutes } from './privacy/data-rights';
import type { Api, RouteContext, RouteModule } from './context';
import { coverageOrganizationCountryRoutes } from './coverage/coverage-organizations-country';
import { geoLocationRoutes } from './geo/geo-location';
import { iframeRoutes } from './integration/iframe';
import { integrationFormRoutes } from './integration/forms';
import { calculatePriceRoutes } from './insurance/calculate-price';
import { coverageOrganizationRoutes } from './insurance/coverage-organizations';
import { documentRoutes } from './insurance/documents';
import { paymentRoutes } from './insurance/payment';
import { planDetailRoutes } from './insurance/plan-detail';
import { planSectionRoutes } from './insurance/plan-sections';
import { contactRoutes } from './leads/contact';
import { planRequestRoutes } from './leads/plan-request';
import { organizationRoutes } from './organizations/by-type';
import { imageRoutes } from './organizations/images';
import { clientErrorRoutes } from './platform/client-errors';
import { platformRoutes } from './platform/platform';
import { profileFormRoutes } from './profile-form/profile-form';
import { purchaseRoutes } from './purchase/purchase';
import { referenceRoutes } from './reference/reference';
import { sharedLinkRoutes } from './sharing/shared-links';
import { shellRoutes } from './shell/shell';

/** Every route module of the API; docs/api/routes.md lists the same calls. */
export const ROUTE_MODULES: readonly RouteModule[] = [
  compareRoutes,
  compareProductRoutes,
  planDetailRoutes,
  planSectionRoutes,
  coverageOrganizationRoutes,
  coverageOrganizationCountryRoutes,
  calculatePriceRoutes,
  paymentRoutes,
  documentRoutes,
  organizationRoutes,
  imageRoutes,
  profileFormRoutes,
  integrationFormRoutes,
  iframeRoutes,
  contactRoutes,
  planRequestRoutes,
  additionalInsuranceReferenceRoutes,
  additionalInsuranceRequestRoutes,
  referenceRoutes,
  geoLocationRoutes,
  shellRoutes,
  articleRoutes,
  landingRoutes,
  privacyPolicyRoutes,
  dataRightsRoutes,
  sharedLinkRoutes,
  platformRoutes,
  visitorChatRoutes,
  agentChatRoutes,
  purchaseRoutes,
  clientErrorRoutes,
  analyticsEventRoutes,
  feedbackRoutes,
  adminRoutes,
  adminConversionRoutes,
];

export const registerRoutes = async (app: Api, ctx: RouteContext): Promise<void> => {
  for (const register of ROUTE_MODULES) await register(app, ctx);
};
