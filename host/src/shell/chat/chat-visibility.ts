import type { ChatAvailability } from '@qs/shared';

/** Countries whose site has no chat (Peru's site does not load it: docs/product/chat.md). */
const COUNTRIES_WITHOUT_CHAT: readonly string[] = ['PE'];

/** Whether the site may have QuieroSeguro's chat at all: not on a partner (subdomain) site, not in Peru. */
export const isChatSite = (partnerSite: boolean, countryCode: string): boolean =>
  !partnerSite && !COUNTRIES_WITHOUT_CHAT.includes(countryCode);

/**
 * Whether the widget is on this screen now (docs/product/chat.md#when-the-chat-is-offered): desktop, and the chat switched on. Active but with no
 * agent online still shows it: the widget then offers to leave the question.
 */
export const isChatShown = (desktop: boolean, availability: ChatAvailability): boolean =>
  desktop && availability.active;
