import Type, { type Static } from 'typebox';
import { Data } from './common.ts';

/**
 * Content (docs/product/api.md#content; what the pages show: docs/product/content.md): the blog (QS-Blog,
 * qp-university) and the country landings — sections, company, clinic and ally pages, CMS pages.
 */

/** Where a list page stands: 15 a page. */
export const PageMeta = Type.Object({
  total: Type.Integer({ description: 'Items of every page' }),
  page: Type.Integer(),
  take: Type.Integer({ description: 'Items a page holds' }),
  pages: Type.Integer(),
});
export type PageMeta = Static<typeof PageMeta>;

const SLUG_PATTERN = '^[a-z0-9-]{1,120}$';

/** The filters of GET /api/qp-university/articles (besides forceRefresh). */
export const ArticleFilters = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  tag: Type.Optional(Type.String({ maxLength: 60 })),
  group: Type.Optional(Type.String({ maxLength: 60 })),
};

export const ArticleParams = Type.Object({ slug: Type.String({ pattern: SLUG_PATTERN }) });

export const ArticleSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  image: Type.String({ description: 'An image of this API (/api/images/articles/…)' }),
  tags: Type.Array(Type.String({ description: "A tag's slug, as URLs and the ?tag= filter use it ('afiliacion')" })),
  tagDisplayNames: Type.Record(Type.String(), Type.String(), {
    description: "What the site shows for each tag, by its slug ('afiliacion' → 'Afiliación')",
  }),
  group: Type.String(),
  author: Type.String(),
  publishedAt: Type.String({ description: 'YYYY-MM-DD' }),
});
export type ArticleSummary = Static<typeof ArticleSummary>;
export const ArticlesAnswer = Type.Object({
  data: Type.Array(ArticleSummary, { description: 'Newest first' }),
  metaData: PageMeta,
});
export type ArticlesAnswer = Static<typeof ArticlesAnswer>;

export const TocEntry = Type.Object({
  id: Type.String({ description: "The id of the section's <h2>" }),
  title: Type.String(),
});
export const Article = Type.Object({
  ...ArticleSummary.properties,
  toc: Type.Array(TocEntry, { description: 'One entry per section: the side menu' }),
  html: Type.String({ description: 'The text: one <h2 id> per section, then its paragraphs' }),
});
export type Article = Static<typeof Article>;
export const ArticleAnswer = Data(Article);

export const ArticleTag = Type.Object({
  name: Type.String({ description: "The tag's slug" }),
  displayName: Type.String(),
  count: Type.Integer({ description: 'Articles with the tag' }),
});
export type ArticleTag = Static<typeof ArticleTag>;
export const ArticleTagsAnswer = Data(Type.Array(ArticleTag, { description: 'Most used first' }));

export const ArticleGroup = Type.Object({
  name: Type.String(),
  count: Type.Integer({ description: 'Articles of the group' }),
});
export type ArticleGroup = Static<typeof ArticleGroup>;
export const ArticleGroupsAnswer = Data(Type.Array(ArticleGroup));

/** The sections whose landings are listed (companies, clinics, allies) and the section pages' own types. */
export const LANDING_TYPES = [
  'home',
  'EPS',
  'Seguros',
  'Medicina-Prepagada',
  'Clinicas-y-Hospitales',
  'Partners-y-Alianzas',
] as const;
const LandingType = Type.Enum(LANDING_TYPES, { type: 'string' });

/** The filters of GET /api/country-landings (besides forceRefresh). */
export const LandingListFilters = {
  type: Type.Optional(LandingType),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  /** A department's DANE code, as the landings carry it ('05' Antioquia, '11' Bogotá D.C.). */
  state: Type.Optional(Type.String({ pattern: '^[0-9]{2}$' })),
};
export const LandingStatesFilters = { type: LandingType };
export const LandingByUrlFilters = { url: Type.String({ pattern: '^/?[A-Za-z0-9/_-]{1,200}$' }) };

export const LandingSummary = Type.Object({
  url: Type.String({
    description: "The page's path without its leading slash ('EPS/salud-andina-eps'; the home's is 'home')",
  }),
  type: Type.String({
    description:
      'Its section (EPS, Seguros, Medicina-Prepagada, Clinicas-y-Hospitales, Partners-y-Alianzas), home, or page (a CMS page)',
  }),
  title: Type.String(),
  summary: Type.String(),
  image: Type.String({ description: 'An image of this API (/api/images/…)' }),
  organizationId: Type.Optional(Type.Integer({ description: "A company's or a clinic's page: its organization" })),
  stateCode: Type.Optional(Type.String({ description: "A company's or a clinic's page: its department's DANE code" })),
  stateName: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
});
export type LandingSummary = Static<typeof LandingSummary>;
export const LandingListAnswer = Type.Object({ data: Type.Array(LandingSummary), metaData: PageMeta });
export type LandingListAnswer = Static<typeof LandingListAnswer>;

export const LandingDepartment = Type.Object({
  stateCode: Type.String(),
  stateName: Type.String(),
  count: Type.Integer({ description: 'Landings of the section in it' }),
});
export type LandingDepartment = Static<typeof LandingDepartment>;
export const LandingDepartmentsAnswer = Data(
  Type.Array(LandingDepartment, { description: 'In Spanish order of their names' }),
);

export const LandingPlan = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  url: Type.String({ description: "The plan's page" }),
  price: Type.Integer({ description: "The plan's starting price ('Desde'), as its card shows it without a profile" }),
  priceUnit: Type.String(),
  priceSuffix: Type.String({
    description: "'/mes', '/año', '/mes p/empl.' or '/mes Total', as every other place writes the unit",
  }),
});
export type LandingPlan = Static<typeof LandingPlan>;

/** Which form a CMS page ends with: a dynamic-form process and the product type the contact widget gets. */
export const LandingContactForm = Type.Object({
  processId: Type.String({ description: "A dynamic form's hash" }),
  productType: Type.Optional(Type.String()),
});
export type LandingContactForm = Static<typeof LandingContactForm>;

/** The product a referral landing (`Referidos-{product}`) is about. */
export const LandingReferral = Type.Object({
  businessLine: Type.Integer({
    description: 'The business line its leads go to (1 EPS, 2 pólizas, 3 prepagada, 4 empresas, 5 mascotas)',
  }),
  comparator: Type.Optional(
    Type.String({ description: "The comparator's slug the page links to, when the site has that comparator" }),
  ),
  productType: Type.Optional(
    Type.String({
      description: "The product type the contact form asks with (SEGURO_COLECTIVO asks for the company's size)",
    }),
  ),
});
export type LandingReferral = Static<typeof LandingReferral>;

export const LandingSection = Type.Object({ title: Type.String(), paragraphs: Type.Array(Type.String()) });

export const Landing = Type.Object({
  ...LandingSummary.properties,
  sections: Type.Array(LandingSection),
  html: Type.String({ description: 'The sections as HTML, one <h2 id> each' }),
  contactForm: Type.Optional(LandingContactForm),
  referral: Type.Optional(LandingReferral),
  plans: Type.Array(LandingPlan, {
    description:
      "A company's plans, or the plans whose network has the clinic (a partner's only); none for other pages",
  }),
});
export type Landing = Static<typeof Landing>;
export const LandingAnswer = Data(Landing);
