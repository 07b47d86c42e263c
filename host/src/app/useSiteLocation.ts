import { useSyncExternalStore } from 'react';
import { useLocation, type Location } from 'react-router';
import { readPlanModalEntry } from '@qs/shared';

// The history entry is read on each render (a location change renders): nothing to subscribe to.
const subscribe = () => () => undefined;
const modalBackground = () => readPlanModalEntry(window.history.state)?.qsBackground ?? null;
/** The server, and the browser's hydration of what it rendered, render the address itself. */
const serverBackground = () => null;

/**
 * The location the shell renders. A plan opened in the results' modal pushes its own URL (and one
 * entry per tab) outside the router; when Back or Forward lands on such an entry, the page under
 * the modal is still the results page, so routes, partner rules, meta and header follow it.
 */
export const useSiteLocation = (): Location => {
  const location = useLocation();
  const background = useSyncExternalStore(subscribe, modalBackground, serverBackground);
  if (!background) return location;
  const url = new URL(background, window.location.origin);
  return { ...location, pathname: url.pathname, search: url.search, hash: '' };
};
