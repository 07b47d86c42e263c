import { apiClient } from '@qs/shared';

/** A landing as the list call gives it: a company, clinic or partner of a section. */
export interface LandingSummary {
  url: string;
  type: string;
  title: string;
  summary: string;
  image?: string;
  organizationId?: number;
  stateName?: string;
  city?: string;
}

/** A plan linked to a landing (the company's plans, or the plans whose network has the clinic). */
export interface LandingPlan {
  id: number;
  displayName: string;
  url: string;
  /** The plan's starting price ('Desde'), as its card shows it without a profile. */
  price: number;
  priceUnit: string;
  /** '/mes', '/año', '/mes p/empl.' or '/mes Total', as every other place writes the unit. */
  priceSuffix: string;
}

/** The form a CMS landing ends with (api/README.md): a dynamic-form process and its product type. */
export interface LandingContactForm {
  processId: string;
  productType?: string;
}

/** The product a referral landing (`Referidos-{product}`) is about (api/README.md). */
export interface LandingReferral {
  /** The business line its leads go to (1 EPS, 2 pólizas, 3 prepagada, 4 empresas, 5 mascotas). */
  businessLine: number;
  /** The comparator slug the page links to ('Comparar planes'), when the site has that comparator. */
  comparator?: string;
  /** The product type the contact form asks with (SEGURO_COLECTIVO asks for the company's size). */
  productType?: string;
}

export interface Landing extends LandingSummary {
  /** CMS HTML: always sanitised before it is rendered. */
  html: string;
  plans?: LandingPlan[];
  /** When set, the page ends with the forms slice's widget showing this form. */
  contactForm?: LandingContactForm;
  referral?: LandingReferral;
}

export interface LandingList {
  data: LandingSummary[];
  metaData: { total: number; page: number; take: number };
}

/** Country landings page by 15 (docs/product/content.md#landing-lists). */
export const LANDINGS_PAGE_SIZE = 15;

/** What the API accepts as a landing url: path segments of letters, digits, '-' and '_'. */
export const isLandingUrl = (url: string): boolean => url.length <= 200 && /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/.test(url);

/** A department that has landings of a section, with how many (the clinic page's filter). */
export interface LandingDepartment {
  stateCode: string;
  stateName: string;
  count: number;
}

/** GET /api/country-landings?type&page[&state]: one page of a section's landings, of one department when `state` is set. */
export const getLandingList = (type: string, page: number, signal?: AbortSignal, state?: string | null) =>
  apiClient.get<LandingList>('/country-landings', { type, page, state }, { cache: true, signal });

/** GET /api/country-landings/states?type: the departments of a section's landings, in Spanish order. */
export const getLandingDepartments = (type: string, signal?: AbortSignal) =>
  apiClient.get<{ data: LandingDepartment[] }>('/country-landings/states', { type }, { cache: true, signal }).then((answer) => answer.data);

/** GET /api/country-landings/by-url?url=; `fresh` skips every cache (preview). A 404 rejects with ApiError 404. */
export const getLanding = (url: string, { signal, fresh = false }: { signal?: AbortSignal; fresh?: boolean } = {}) =>
  apiClient
    .get<{ data: Landing }>('/country-landings/by-url', fresh ? { url, forceRefresh: 1 } : { url }, { cache: !fresh, signal })
    .then((answer) => answer.data);
