import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths, Spinner } from '@qs/shared';
import { LINK_PATTERN, openSharedLink } from './shared-link';

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
    openSharedLink(link, controller.signal).then(
      (target) => {
        if (controller.signal.aborted) return;
        if (!target) return notFound();
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
