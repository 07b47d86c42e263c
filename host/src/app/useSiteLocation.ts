import { useLocation, type Location } from 'react-router';
import { readPlanModalEntry } from '@qs/shared';

/**
 * The location the shell renders. A plan opened in the results' modal pushes its own URL (and one
 * entry per tab) outside the router; when Back or Forward lands on such an entry, the page under
 * the modal is still the results page, so routes, partner rules, meta and header follow it.
 */
export const useSiteLocation = (): Location => {
  const location = useLocation();
  const modal = readPlanModalEntry(window.history.state);
  if (!modal) return location;
  const background = new URL(modal.qsBackground, window.location.origin);
  return { ...location, pathname: background.pathname, search: background.search, hash: '' };
};
