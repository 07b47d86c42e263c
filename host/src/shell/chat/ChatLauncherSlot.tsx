import { useEffect, useState } from 'react';
import { RemoteSlot, useMediaQuery, type ChatAvailability } from '@qs/shared';
import { readChatAvailability } from './chat-availability';
import { isChatShown } from './chat-visibility';

export const DESKTOP_QUERY = '(min-width: 1024px)';

export interface ChatLauncherSlotProps {
  openRequest: number;
}

/** The forms slice's chat widget, when the page may have it; loaded after the first paint (see ChatLauncher). */
export const ChatLauncherSlot = ({ openRequest }: ChatLauncherSlotProps) => {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [availability, setAvailability] = useState<ChatAvailability | null>(null);
  useEffect(() => {
    if (!desktop) return;
    let live = true;
    void readChatAvailability().then((value) => live && setAvailability(value));
    return () => {
      live = false;
    };
  }, [desktop]);

  if (!availability || !isChatShown(desktop, availability)) return null;
  // No spinner and no error panel in the page's corner: a widget that cannot load is simply not there.
  return <RemoteSlot module="qs_forms/ChatWidget" props={{ openRequest, availability }} loading={null} frame={() => null} />;
};

export default ChatLauncherSlot;
