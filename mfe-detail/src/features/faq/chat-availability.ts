import { useEffect, useState } from 'react';
import { apiClient, getPartner, type ChatAvailability } from '@qs/shared';

let availability: Promise<boolean> | null = null;

/** Chat availability (data.active) is read once per visit; a failed check means no chat (docs/product/detail.md#faq). */
const readChatAvailability = (): Promise<boolean> => {
  availability ??= apiClient
    .get<{ data: ChatAvailability }>('/chat/available')
    .then((answer) => answer.data.active === true)
    .catch(() => {
      availability = null; // a later page may ask again
      return false;
    });
  return availability;
};

/** For tests: forget the answer read once. */
export const forgetChatAvailability = () => {
  availability = null;
};

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
