import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { IFRAME_AUTH_PARAM } from '../start/frame-guard';

/**
 * Inside a partner's frame the host answers each page load with a `frame-ancestors` built from the
 * URL's IFRAME_AUTH token. Navigating inside the frame would drop it, and a reload would then be
 * refused by the browser; so the token stays in the URL of every page the visitor reaches.
 */
export const KeepFrameToken = ({ token }: { token: string }) => {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(IFRAME_AUTH_PARAM) === token) return;
    params.set(IFRAME_AUTH_PARAM, token);
    navigate(
      { pathname: location.pathname, search: `?${params}`, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate, token]);
  return null;
};
