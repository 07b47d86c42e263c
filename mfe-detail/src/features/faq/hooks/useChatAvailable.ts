import { useEffect, useState } from 'react';
import { getPartner, readChatAvailability } from '@qs/shared';

/** The chat button shows only when chat is active, and never on a partner (subdomain) site (docs/product/detail.md#faq). */
export const useChatAvailable = (): boolean => {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (getPartner() !== null) return;
    let live = true;
    void readChatAvailability().then((value) => live && setActive(value?.active === true));
    return () => {
      live = false;
    };
  }, []);
  return active;
};
