import type { ComponentType } from 'react';
import type { Profile } from '../domain/profile';
import type { ChatAvailability } from '../api/contract';

/** The four slices; each is one federation container named `qs_<slice>`. */
export const SLICES = ['results', 'detail', 'forms', 'content'] as const;
export type Slice = (typeof SLICES)[number];

export const containerName = (slice: Slice): `qs_${Slice}` => `qs_${slice}`;

export interface ComparePageProps {
  /** Comparator slug from the route: EPS, Polizas-de-Salud, Medicina-Prepagada, Empresas. */
  comparator: string;
}

export interface PlanDetailPageProps {
  /** Full page under the host's route, or inside the results slice's modal. */
  mode: 'page' | 'modal';
  /** Site path of the plan (/EPS/{org}/{plan}); in page mode it is read from the URL. */
  planUrl?: string;
  onClose?: () => void;
}

export interface ProfileFormProps {
  /** Server form key: colombia, colectivo or pets. */
  productType: string;
  submitLabel?: string;
  onSubmitted?: (profile: Profile) => void;
}

export interface ContactWidgetProps {
  productCode?: string;
  productType?: string;
  businessLine?: number;
  /** Embedded as a card instead of a button that opens a modal. */
  inline?: boolean;
  buttonLabel?: string;
  /** Process uuid of a server-defined dynamic form, shown instead of the fixed contact form. */
  processId?: string;
  /**
   * After a send, an advisor with active calendar scheduling is shown in a large modal with the
   * embedded booking calendar (default true); false shows the advisor modal with a calendar link.
   */
  allowCalendar?: boolean;
  /** The plan's sale channels (insuranceMetadata.metadata.salesChannel): a mixed sale offers 'buy online'. */
  salesChannel?: readonly string[];
}

export interface ChatWidgetProps {
  /**
   * Raised by the host each time something asks for the chat ('chat/open' on the bus): every new value opens
   * the widget. The widget starts collapsed (its launcher button) until then.
   */
  openRequest?: number;
  /** The availability the host already read (GET /api/chat/available is read once per page); read by the widget when absent. */
  availability?: ChatAvailability;
}

export interface ReferrerModalProps {
  /** The caller owns the open state, as with any modal; the module renders nothing while closed. */
  open: boolean;
  /** Closing the search or its result. Not called in a partner's pseudo-login mode until a referrer is stored. */
  onClose: () => void;
  /** Paragraphs shown above the e-mail field (the host's referral programme text). */
  intro?: readonly string[];
}

export interface LandingPageProps {
  /**
   * Which landing: a content list route (`EPS`, `Seguros`, `Medicina-Prepagada`,
   * `Clinicas-y-Hospitales`, `Insurance-List`), `Registro`, `preview` or `preview/{landing url}`, `Referidos-{product}` or the
   * slug of a CMS landing page (`/Que-es-QuieroSeguro`), or a company or clinic landing of a list
   * (`EPS/{organization}`, `Clinicas-y-Hospitales/{clinic}`). Unknown slugs go to /not-found.
   */
  landing: string;
}

export interface PurchasePageProps {
  productCode?: string;
  /** One payment of an online purchase (`pay_…`): the page shows it, read with the purchase link of the address. */
  paymentId?: string;
  /**
   * 'page' (default) under the Compra-Online route; 'outlet' over another page, as the product's
   * secondary outlet qppayment (docs/product/forms.md#online-purchase; routes/purchase-outlet.ts), closed with `onClose`.
   */
  mode?: 'page' | 'outlet';
  onClose?: () => void;
}

export type NoProps = Record<string, never>;

/**
 * Every module a slice exposes, with its props: the typed contract for runtime loads.
 * The remotes' webpack `exposes` must list exactly these names.
 */
export interface ExposedModules {
  'qs_results/ComparePage': ComparePageProps;
  'qs_detail/PlanDetailPage': PlanDetailPageProps;
  'qs_forms/ProfileForm': ProfileFormProps;
  'qs_forms/ContactWidget': ContactWidgetProps;
  'qs_content/HomePage': NoProps;
  'qs_content/BlogPage': NoProps;
  'qs_content/NotFoundPage': NoProps;
  'qs_content/LandingPage': LandingPageProps;
  'qs_content/ContactPage': NoProps;
  'qs_content/ProductMapPage': NoProps;
  'qs_content/PartnersPage': NoProps;
  'qs_content/PrivacyPolicyPage': NoProps;
  'qs_content/DataRightsPage': NoProps;
  'qs_content/CustomerPortalPage': NoProps;
  'qs_forms/PurchasePage': PurchasePageProps;
  'qs_forms/ProfileGeneratorPage': NoProps;
  'qs_forms/AdditionalInsurancePage': NoProps;
  'qs_forms/ReferrerModal': ReferrerModalProps;
  'qs_forms/ChatWidget': ChatWidgetProps;
}

export type ExposedModuleId = keyof ExposedModules;

/**
 * The props version of each exposed module. A module's props that change so that an older build of the host
 * or of the slice could not honour them take the next version, here and in the slice that implements it. Each
 * remote's build publishes the versions it implements in its mf-manifest.json (`metaData.propsVersions`,
 * tools/webpack/create-config.js), and `npm run registry:admit` refuses a build whose versions differ from these
 * (docs/deploy.md). A manifest from before versions were published counts as version 1 of each module.
 */
export const EXPOSED_PROPS_VERSIONS: { readonly [Id in ExposedModuleId]: number } = {
  'qs_results/ComparePage': 1,
  'qs_detail/PlanDetailPage': 1,
  'qs_forms/ProfileForm': 1,
  'qs_forms/ContactWidget': 1,
  'qs_content/HomePage': 1,
  'qs_content/BlogPage': 1,
  'qs_content/NotFoundPage': 1,
  'qs_content/LandingPage': 1,
  'qs_content/ContactPage': 1,
  'qs_content/ProductMapPage': 1,
  'qs_content/PartnersPage': 1,
  'qs_content/PrivacyPolicyPage': 1,
  'qs_content/DataRightsPage': 1,
  'qs_content/CustomerPortalPage': 1,
  'qs_forms/PurchasePage': 1,
  'qs_forms/ProfileGeneratorPage': 1,
  'qs_forms/AdditionalInsurancePage': 1,
  'qs_forms/ReferrerModal': 1,
  'qs_forms/ChatWidget': 1,
};
export type ExposedComponent<Id extends ExposedModuleId> = ComponentType<ExposedModules[Id]>;

export const sliceOf = (id: ExposedModuleId): Slice => id.slice('qs_'.length, id.indexOf('/')) as Slice;
