import { useEffect, useState } from 'react';
import { getPartner } from '@qs/shared';
import { readChatAvailability } from '../api/chat-availability';

/** The chat button shows only when chat is active, and never on a partner (subdomain) site (docs/product/detail.md#faq). */
export const useChatAvailable = (): boolean => {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (getPartner() !== null) return;
    let live = true;
    readChatAvailability().then((value) => live && setActive(value));
    return () => {
      live = false;
    };
  }, []);
  return active;
};
