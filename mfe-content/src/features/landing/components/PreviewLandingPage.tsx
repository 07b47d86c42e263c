import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@qs/shared';
import { CmsLandingPage } from './CmsLandingPage';

/** /preview?slug={landing url}: a landing read past every cache, marked as a preview. */
export const PreviewLandingPage = () => {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const slug = params.get('slug')?.trim();
  if (!slug) return <Navigate to={paths.notFound.getHref()} replace />;
  return (
    <>
      <p className="qs-preview-note" role="note">
        {t('landing.preview')}
      </p>
      <CmsLandingPage url={slug} fresh />
    </>
  );
};
