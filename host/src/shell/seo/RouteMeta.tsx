import { useSiteLocation } from '../../app/useSiteLocation';
import { siteUrl, usePublishedPageMeta, type DocumentMeta, type OwnPageMeta, type PartnerConfig } from '@qs/shared';
import { useSite } from '../../app/site-context';
import { useHostTranslation } from '../i18n';
import { routeMetaKey } from './route-meta';
import { useDocumentMeta } from './useDocumentMeta';

export interface RouteMetaProps {
  /** A page's own title (e.g. a plan's name), instead of its route's. */
  title?: string;
  description?: string;
}

type Translate = (key: string, options?: Record<string, string>) => string;

/** The site's link-preview image (host/public, 1200×630): pages with no image of their own, partners with none. */
export const SITE_IMAGE_PATH = '/social-preview.png';
const SITE_NAME = 'QuieroSeguro';
const LOCALE = 'es_CO';

/** An image of the site (a path) or already absolute, as an absolute URL on the main site. */
const absolute = (image: string) => siteUrl(image);

/**
 * The document meta of a location (docs/seo.md): the page's own values (`page`, what a slice says its page is:
 * a plan, an article), else its route's from the map, else the defaults ('Cotiza y contrata online'). A
 * partner's SEOMetadata title/description override the route's: a white-label site keeps its own name on
 * every page; a plan's or an article's own title names the partner itself. The partner's images, X account,
 * author and keywords replace the site's; a page's own image stays its own.
 */
export const resolveDocumentMeta = (
  pathname: string,
  partner: PartnerConfig | null,
  t: Translate,
  own: RouteMetaProps = {},
  page: OwnPageMeta | null = null,
): DocumentMeta => {
  const key = routeMetaKey(pathname);
  const routeTitle = own.title ?? (key ? t(`seo.routes.${key}.title`) : null);
  const seo = partner?.SEOMetadata;
  const pageImage = page?.image ? absolute(page.image) : null;
  const canonical = siteUrl(pathname);
  return {
    title:
      page?.title || seo?.title || (routeTitle ? t('seo.titleTemplate', { title: routeTitle }) : t('seo.defaultTitle')),
    description:
      seo?.description ||
      page?.description ||
      own.description ||
      (key ? t(`seo.routes.${key}.description`) : t('seo.defaultDescription')),
    canonical,
    type: page?.type ?? 'website',
    image: pageImage ?? absolute(seo?.imageRRSS || SITE_IMAGE_PATH),
    twitterImage: pageImage ? null : seo?.imageTw ? absolute(seo.imageTw) : null,
    siteName: partner?.name || SITE_NAME,
    locale: LOCALE,
    twitterSite: seo?.twitterSite || null,
    author: page?.author || seo?.author || null,
    keywords: seo?.addedTags?.length ? seo.addedTags.join(', ') : null,
    structuredData: page?.structuredData ?? [],
  };
};

/** Hook form of `RouteMeta`, for pages that render something anyway. */
export const useRouteMeta = (own: RouteMetaProps = {}): void => {
  const { pathname } = useSiteLocation();
  const { partner } = useSite();
  const { t } = useHostTranslation();
  const page = usePublishedPageMeta();
  useDocumentMeta(resolveDocumentMeta(pathname, partner, (key, options = {}) => t(key, options), own, page));
};

/** Renders nothing; keeps the document's meta in step with the location and the page shown. */
export const RouteMeta = (props: RouteMetaProps) => {
  useRouteMeta(props);
  return null;
};
