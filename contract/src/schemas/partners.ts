import Type, { type Static } from 'typebox';
import { Data } from './common.ts';

/**
 * Partners (white-label sites, docs/product/api.md#partners): a partner's configuration by its subdomain, and
 * the IFRAME_AUTH token check. The one shape of a partner's configuration: the API stores it (plus the
 * embedding origin), answers it, and the site's shell and slices read it.
 */

const LABEL_PATTERN = '^[a-z0-9-]{1,63}$';

/** The filters of GET /api/integration/iframe-subdomain (besides forceRefresh). */
export const PartnerLookupFilters = {
  subdomain: Type.String({ pattern: LABEL_PATTERN }),
  /** The host name the visitor used: it must be this partner's on the site's domain. */
  hostname: Type.Optional(Type.String({ maxLength: 253, pattern: '^[A-Za-z0-9.-]+(:[0-9]{1,5})?$' })),
};
/** The filters of GET /api/integration/iframe-token (besides forceRefresh). */
export const FrameTokenFilters = { token: Type.String({ minLength: 8, maxLength: 200 }) };

export const PartnerSeo = Type.Object(
  {
    title: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    imageRRSS: Type.Optional(Type.String({ description: 'The image social networks show' })),
    imageFa: Type.Optional(Type.String({ description: 'The favicon' })),
    imageTw: Type.Optional(Type.String({ description: 'The image Twitter shows' })),
    addedTags: Type.Optional(Type.Array(Type.String(), { description: 'Keywords added to the page' })),
    twitterSite: Type.Optional(Type.String()),
    email: Type.Optional(Type.String({ description: "The partner's contact e-mail (its footer)" })),
    author: Type.Optional(Type.String()),
    disablePrerenderRedirect: Type.Optional(Type.Boolean()),
  },
  { description: "The partner's page metadata; each key the partner states replaces the site's" },
);
export type PartnerSeo = Static<typeof PartnerSeo>;

export const PartnerConfig = Type.Object({
  subdomain: Type.String({ description: 'Its host is {subdomain}.{site domain}' }),
  name: Type.String(),
  logo: Type.Optional(
    Type.String({
      description:
        "The partner's logo (an image URL), shown in the header instead of QuieroSeguro's; not in the product's partner data",
    }),
  ),
  allowedUrls: Type.Array(Type.String(), { description: 'Paths a framed page (IFRAME_AUTH) may show' }),
  allowedOrganizations: Type.Array(Type.Integer(), {
    description: 'The organizations every catalogue call is limited to; none: all',
  }),
  allowedRemotes: Type.Array(Type.String(), { description: 'The slices the partner site loads' }),
  footerEnabledRoutes: Type.Array(Type.String(), { description: 'Paths that show the footer' }),
  subdomainBanner: Type.Object(
    { color: Type.String(), endGradient: Type.String() },
    { description: "The header's gradient" },
  ),
  subdomainLayout: Type.Object(
    {
      chatEnabled: Type.Boolean(),
      requestButtonEnabled: Type.Optional(
        Type.Boolean({ description: "The plans' request buttons ('Solicitar…'); missing: shown" }),
      ),
      scoreEnabled: Type.Optional(Type.Boolean({ description: "The plans' score (stars); missing: shown" })),
    },
    { description: 'What the partner site shows (docs/product/shell.md#partner-layout-switches)' },
  ),
  redirects: Type.Object({
    allowedPaths: Type.Array(Type.String()),
    defaultPath: Type.String({ description: 'Where a path outside allowedPaths leads' }),
  }),
  disableShowcase: Type.Boolean({
    description: "Leaves out the site's showcase: the home's promotions and the promoted plans' highlight",
  }),
  SEOMetadata: PartnerSeo,
  referer: Type.String({ description: "The referrer its visitors' leads carry (pseudo-login); empty: none" }),
});
export type PartnerConfig = Static<typeof PartnerConfig>;
export const PartnerConfigAnswer = Data(PartnerConfig);

export const FrameAuthorisation = Type.Object({
  subdomain: Type.String({ description: "The token's partner" }),
  allowedUrls: Type.Array(Type.String(), { description: 'Paths a framed page may show' }),
  origin: Type.String({ description: 'The origin allowed to frame the site' }),
});
export type FrameAuthorisation = Static<typeof FrameAuthorisation>;
export const FrameAuthorisationAnswer = Data(FrameAuthorisation);

/** The filters of GET /api/integration/subdomain-content (besides forceRefresh). */
export const PartnerContentFilters = { subdomain: Type.String({ pattern: LABEL_PATTERN }) };

export const PartnerContent = Type.Object(
  {
    headerHTML: Type.String({ description: "The partner's header markup (untrusted: the site sanitises it)" }),
    footerHTML: Type.String({ description: "The partner's footer markup (untrusted: the site sanitises it)" }),
    useHeader: Type.Boolean({ description: "Show headerHTML in the site's header" }),
    useFooter: Type.Boolean({ description: "Show footerHTML in the site's footer" }),
    linkOrigins: Type.Array(Type.String(), {
      description: 'Origins (https://host) the markup may link to besides the site itself; other links lose their href',
    }),
  },
  { description: "A partner's own header and footer (docs/product/shell.md#partner-header-and-footer)" },
);
export type PartnerContent = Static<typeof PartnerContent>;
export const PartnerContentAnswer = Data(PartnerContent);
