import { lazy, Suspense, useEffect, useState } from 'react';
import { colombia, getEventBus } from '@qs/shared';
import { useSite } from '../../app/site-context';
import { isChatSite } from './chat-visibility';

// Its own chunk: the first paint carries only this file.
const ChatLauncherSlot = lazy(() => import('./ChatLauncherSlot'));

export interface ChatLauncherProps {
  /** The site's country (its `code`); Colombia's host is the only one today. */
  countryCode?: string;
}

const afterFirstPaint = (start: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: 4000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(start, 1);
  return () => clearTimeout(handle);
};

/**
 * The live chat on every page (docs/product/chat.md#when-the-chat-is-offered, docs/adr/0018-live-chat.md): nothing on a partner site, in Peru or
 * without the forms slice; elsewhere the widget's slot is loaded once the page is idle. 'chat/open' on the bus (e.g. the plan FAQ's 'Hablar con un
 * ejecutivo') opens the widget, and loads it at once if the page was not idle yet.
 */
export const ChatLauncher = ({ countryCode = colombia.code }: ChatLauncherProps) => {
  const { partner, slices } = useSite();
  const allowed = isChatSite(partner !== null, countryCode) && slices.has('forms');
  const [ready, setReady] = useState(false);
  const [openRequest, setOpenRequest] = useState(0);

  useEffect(() => {
    if (allowed) return afterFirstPaint(() => setReady(true));
  }, [allowed]);
  useEffect(() => {
    const subscription = getEventBus()
      .on('chat/open')
      .subscribe(() => {
        setReady(true);
        setOpenRequest((count) => count + 1);
      });
    return () => subscription.unsubscribe();
  }, []);

  if (!allowed || !ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncherSlot openRequest={openRequest} onOpen={() => setOpenRequest((count) => count + 1)} />
    </Suspense>
  );
};
