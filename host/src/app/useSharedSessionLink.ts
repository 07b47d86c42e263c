import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LINK_PATTERN, openSharedLink } from './shared-link';

/** A shared session link: any page of the site with `?code={link}`, and `&skipLanding=true` to go past the page. */
export const SESSION_CODE_PARAM = 'code';
export const SKIP_LANDING_PARAM = 'skipLanding';

/** The address without the session link's parameters. */
const withoutSessionParams = (pathname: string, search: string, hash: string): string => {
  const params = new URLSearchParams(search);
  params.delete(SESSION_CODE_PARAM);
  params.delete(SKIP_LANDING_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
};

/**
 * A shared session link (docs/product/shell.md#shared-links): the page someone was on, with `?code={link}` (a link
 * the API made, the same as /url/{link}) and `skipLanding=true`. The shell looks the link up and restores its
 * profile for the comparator of its view; with `skipLanding=true` the visitor goes straight to the shared view (past
 * the landing page they opened), else stays on this page. Either way the address loses the two parameters, so a
 * reload or a copy of it does not restore again. A code that is not a link of ours, or that the API does not know,
 * only loses its parameters: the page stays as it is.
 */
export const useSharedSessionLink = (): void => {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const code = params.get(SESSION_CODE_PARAM);
  const skipLanding = params.get(SKIP_LANDING_PARAM) === 'true';

  useEffect(() => {
    if (code === null) return undefined;
    const here = withoutSessionParams(pathname, search, hash);
    if (!LINK_PATTERN.test(code)) {
      navigate(here, { replace: true });
      return undefined;
    }
    const controller = new AbortController();
    openSharedLink(code, controller.signal).then(
      (target) => {
        if (controller.signal.aborted) return;
        navigate(target && skipLanding ? target : here, { replace: true });
      },
      () => {
        if (!controller.signal.aborted) navigate(here, { replace: true });
      },
    );
    return () => controller.abort();
    // Only a new code is a new lookup: the address it was read with is what the visitor opened.
  }, [code]);
};
