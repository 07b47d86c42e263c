import { useSiteLocation } from '../../app/useSiteLocation';
import { siteUrl, type PartnerConfig } from '@qs/shared';
import { useSite } from '../../app/site-context';
import { useHostTranslation } from '../i18n';
import { routeMetaKey } from './route-meta';
import { useDocumentMeta, type DocumentMeta } from './useDocumentMeta';

export interface RouteMetaProps {
  /** A page's own title (e.g. a plan's name), instead of its route's. */
  title?: string;
  description?: string;
}

type Translate = (key: string, options?: Record<string, string>) => string;

/**
 * The document meta of a location: the page's own values, else its route's from the map, else
 * the defaults ('Cotiza y contrata online'). A partner's SEOMetadata title/description override
 * all of them: a white-label site keeps its own name on every page.
 */
export const resolveDocumentMeta = (
  pathname: string,
  partner: PartnerConfig | null,
  t: Translate,
  own: RouteMetaProps = {},
): DocumentMeta => {
  const key = routeMetaKey(pathname);
  const routeTitle = own.title ?? (key ? t(`seo.routes.${key}.title`) : null);
  return {
    title:
      partner?.SEOMetadata?.title ||
      (routeTitle ? t('seo.titleTemplate', { title: routeTitle }) : t('seo.defaultTitle')),
    description:
      partner?.SEOMetadata?.description ||
      own.description ||
      (key ? t(`seo.routes.${key}.description`) : t('seo.defaultDescription')),
    canonical: siteUrl(pathname),
  };
};

/** Hook form of `RouteMeta`, for pages that render something anyway. */
export const useRouteMeta = (own: RouteMetaProps = {}): void => {
  const { pathname } = useSiteLocation();
  const { partner } = useSite();
  const { t } = useHostTranslation();
  useDocumentMeta(resolveDocumentMeta(pathname, partner, (key, options = {}) => t(key, options), own));
};

/** Renders nothing; keeps the document title and description in step with the location. */
export const RouteMeta = (props: RouteMetaProps) => {
  useRouteMeta(props);
  return null;
};
