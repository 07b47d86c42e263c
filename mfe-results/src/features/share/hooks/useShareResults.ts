import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText, type Profile } from '@qs/shared';
import { createSharedLink } from '../api/create-shared-link';

/** docs/product/results.md#share: the copy confirmation (snackbar) shows for 2000 ms. */
export const COPIED_NOTICE_MS = 2000;

export type ShareState =
  | { status: 'idle' }
  | { status: 'sharing' }
  | { status: 'copied'; link: string }
  | { status: 'manual'; link: string }
  | { status: 'error' };

// Refused (no permission, page not focused, insecure origin): the visitor copies it by hand.
const copy = copyText;

/** The results view as it is now: path and query, which the lead's list keeps filters, sort and page in. */
const currentView = () => `${window.location.pathname}${window.location.search}`;

/** Creates the shared link of the current view and copies it; falls back to showing it. */
export const useShareResults = (profile: Profile | null) => {
  const [state, setState] = useState<ShareState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const share = useCallback(async () => {
    clearTimeout(timer.current);
    setState({ status: 'sharing' });
    let link: string;
    try {
      link = await createSharedLink(currentView(), profile, window.location.origin);
    } catch {
      setState({ status: 'error' });
      return;
    }
    if (!(await copy(link))) {
      setState({ status: 'manual', link });
      return;
    }
    setState({ status: 'copied', link });
    timer.current = setTimeout(() => setState({ status: 'idle' }), COPIED_NOTICE_MS);
  }, [profile]);

  return { state, share };
};
