import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths, Spinner } from '@qs/shared';
import { getSharedLink, LINK_PATTERN, restoreSharedProfile, sharedTarget } from './shared-link';

/**
 * /url/{link} (docs/product/shell.md#shared-links): looks the link up, restores its profile and replaces this entry with the shared
 * view, so Back does not bounce here. Unknown links and refused addresses end on not-found. The target then
 * passes the partner gate like any typed path.
 */
export const SharedLinkRoute = () => {
  const { link = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    const notFound = () => navigate(paths.notFound.getHref(), { replace: true });
    if (!LINK_PATTERN.test(link)) {
      notFound();
      return undefined;
    }
    const controller = new AbortController();
    getSharedLink(link, controller.signal).then(
      ({ url, decodedProfile }) => {
        if (controller.signal.aborted) return;
        const target = sharedTarget(url, window.location.origin);
        if (!target) return notFound();
        restoreSharedProfile(target, decodedProfile);
        return navigate(target, { replace: true });
      },
      () => {
        if (!controller.signal.aborted) notFound();
      },
    );
    return () => controller.abort();
  }, [link, navigate]);

  return <Spinner minHeight={480} />;
};
