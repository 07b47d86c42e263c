import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/** Where a server render was sent (set by the first `Redirect` it renders): the host answers with an HTTP redirect. */
export interface ServerRedirect {
  to?: string;
  permanent?: boolean;
}

/** Provided by the server renderer around one render; null in the browser. */
export const ServerRedirectContext = createContext<ServerRedirect | null>(null);

export interface RedirectProps {
  to: string;
  /** A page that moved for good (301); otherwise the site sends the visitor elsewhere for now (302). */
  permanent?: boolean;
}

/**
 * A route that sends the visitor elsewhere. In the browser it navigates (the history entry is replaced); on the
 * server it tells the renderer, which answers the request with a redirect instead of a page.
 */
export const Redirect = ({ to, permanent = false }: RedirectProps) => {
  const server = useContext(ServerRedirectContext);
  if (!server) return <Navigate to={to} replace />;
  if (server.to === undefined) Object.assign(server, { to, permanent });
  return null;
};
