import { useState } from 'react';
import { useLocation } from 'react-router';
import { forgetSeededRequests } from '@qs/shared';

/**
 * The answers the server carried in the page are its first view's (every area of it hydrates from them, a slot
 * whose code came last too). When the visitor moves to another address, what it shows is asked again. Called by
 * the layout, which renders before the view: the answers are gone before the next view reads them (forgetting
 * them again on a later render changes nothing).
 */
export const useFirstViewAnswers = (): void => {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const [first] = useState(address);
  if (address !== first) forgetSeededRequests();
};
