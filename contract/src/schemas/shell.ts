import Type, { type Static } from 'typebox';
import { Data, Nullable } from './common.ts';
import { PaginationMode } from './compare.ts';
import { ProfileFormName } from './forms.ts';

/**
 * The shell's calls (docs/product/api.md#shell-data): menu, current notification, why-us items, the
 * comparators with their benefits, reviews, compare banner and block zones.
 */

export const MenuCategory = Type.Object({
  title: Type.String(),
  url: Type.String({ description: 'A path of the site' }),
  displayName: Type.String({ description: 'What the menu shows for the link' }),
});
export type MenuCategory = Static<typeof MenuCategory>;

export const MenuItem = Type.Object(
  {
    title: Type.String(),
    url: Type.String({ description: 'A path of the site' }),
    icon: Type.String(),
    color: Type.String({ description: 'A CSS colour (#RRGGBB)' }),
    seoDescription: Type.String(),
    type: Type.Enum(['box_category', 'link'], {
      type: 'string',
      description: 'box_category: a group with categories; link: a plain link',
    }),
    preloadBundle: Type.String({
      description: 'The slice whose code the page under this item loads (results, content…), to preload',
    }),
    categories: Type.Array(MenuCategory, {
      description: "The group's links; a company of the item's organization type each, after the fixed ones",
    }),
  },
  { description: 'A top-level menu item' },
);
export type MenuItem = Static<typeof MenuItem>;
export const MenuAnswer = Data(Type.Array(MenuItem));

export const SiteNotification = Type.Object(
  { id: Type.Integer(), title: Type.String(), message: Type.String() },
  { description: 'The notification active now' },
);
export type SiteNotification = Static<typeof SiteNotification>;
export const NotificationAnswer = Data(SiteNotification);

/** A project is a country's site ('colombia'). */
export const WhyUsParams = Type.Object({ project: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }) });

export const WhyUsItem = Type.Object({
  message: Type.String(),
  icon: Type.String({ description: "An icon name ('compare', 'free', 'advisor', 'lock', 'clock'…)" }),
});
export type WhyUsItem = Static<typeof WhyUsItem>;
export const WhyUsAnswer = Data(Type.Array(WhyUsItem));

/** A comparator by numeric id or slug (any case), as the site's paths spell it: /Comparar/{slug}. */
export const ComparatorParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }) });

export const Comparator = Type.Object({
  id: Type.Integer(),
  slug: Type.String({ description: 'Its path: /Comparar/{slug}' }),
  title: Type.String(),
  organizationTypes: Type.Array(Type.String()),
  insuranceTypes: Type.Array(Type.String()),
  profileForm: ProfileFormName,
  pageSize: Type.Integer({ description: 'Plans a page of results shows' }),
  paginationMode: PaginationMode,
});
export type Comparator = Static<typeof Comparator>;
export const ComparatorsAnswer = Data(
  Type.Array(Comparator, {
    description: 'Under a partner host, only the comparators with a plan of its organizations',
  }),
);

export const ComparatorBenefit = Type.Object({
  isActive: Type.Boolean({ description: 'The site shows only the active ones' }),
  title: Type.String(),
  description: Type.String(),
  icon: Type.String(),
});
export type ComparatorBenefit = Static<typeof ComparatorBenefit>;
export const ComparatorBenefitsAnswer = Data(
  Type.Array(ComparatorBenefit, { description: "The comparator's own benefits; empty when it has none" }),
);

/** The score a comparator without reviews shows (docs/product/results.md#comparator-reviews). */
export const DEFAULT_REVIEW_SCORE = 6.2;

/** Designed here (docs/product/results.md#comparator-reviews): what the visitors who compared said, in short. */
export const ComparatorReviews = Type.Object({
  count: Type.Integer({ minimum: 0, description: 'How many visitors reviewed the comparison' }),
  score: Type.Number({
    minimum: 0,
    maximum: 10,
    description: `Their mean score out of 10, one decimal; ${DEFAULT_REVIEW_SCORE} when there is no review`,
  }),
});
export type ComparatorReviews = Static<typeof ComparatorReviews>;
export const ComparatorReviewsAnswer = Data(ComparatorReviews);

/** Designed here (the product's banner config): the compare banner of one comparator. */
export const ComparatorBanner = Type.Object({
  isActive: Type.Boolean({ description: 'An inactive banner is answered as is; the site hides it' }),
  homeCompare: Type.Boolean({
    description: 'The banner hosts the profile form (open on desktop, behind a toggle on a phone)',
  }),
  title: Type.String(),
  description: Type.String(),
  img: Nullable(Type.String({ description: 'The background image, an image of this API (/api/images/banners/…)' })),
  color: Type.String({ description: 'The background colour (#RRGGBB); white text keeps 4.5:1 contrast on it' }),
  icon: Type.String(),
  categories: Type.Array(MenuCategory, {
    description:
      "The banner's category list: the links of the comparator's menu group (its companies' pages, its guides), without the comparator's own page; on a partner's site only its organizations' companies",
  }),
});
export type ComparatorBanner = Static<typeof ComparatorBanner>;
export const ComparatorBannerAnswer = Data(ComparatorBanner);

export const BlockZone = Type.Object(
  {
    title: Type.String(),
    description: Type.String(),
    textLink: Type.String({ description: "The link's text" }),
    url: Type.String({ description: 'Where the link leads: a path of the site' }),
    img: Nullable(Type.String({ description: 'An image of this API (/api/images/blocks/…)' })),
  },
  { description: 'A promo block of a comparator' },
);
export type BlockZone = Static<typeof BlockZone>;
export const BlockZonesAnswer = Data(Type.Array(BlockZone));
