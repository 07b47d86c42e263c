import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@qs/shared';
import { isLandingUrl } from '../../../common/api/country-landings';
import { CmsLandingPage } from './CmsLandingPage';

export interface PreviewLandingPageProps {
  /** The landing url from the path (/preview/{url}); null for '/preview' alone. */
  slug: string | null;
}

/**
 * /preview/{landing url}: that landing read past every cache, marked as a preview (docs/product/content.md#landing-preview). An
 * unknown landing goes to the not-found page (CmsLandingPage). The older /preview?slug={url} moves to the
 * path form; '/preview' without a slug names nothing.
 */
export const PreviewLandingPage = ({ slug }: PreviewLandingPageProps) => {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  if (!slug) {
    const legacy = params
      .get('slug')
      ?.trim()
      .replace(/^\/+|\/+$/g, '');
    const target = legacy && isLandingUrl(legacy) ? paths.previewLanding.getHref(legacy) : paths.notFound.getHref();
    return <Navigate to={target} replace />;
  }
  return (
    <>
      <p className="qs-preview-note" role="note">
        {t('landing.preview')}
      </p>
      <CmsLandingPage url={slug} fresh />
    </>
  );
};
