import type { Advisor } from '@qs/shared';
import { internationalDigits } from './phone';

export const whatsappUrl = (phone: string): string => `https://wa.me/${internationalDigits(phone)}`;

export const telUrl = (phone: string): string => `tel:+${internationalDigits(phone)}`;

/** The calendar URL comes from an API answer: only http(s) links are rendered. */
export const safeLink = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
};

/** The advisor's WhatsApp numbers: the answer's list, or telefono_1 for answers without one. */
export const whatsappNumbers = (advisor: Pick<Advisor, 'telefono_1' | 'telefonos'>): string[] => {
  const list = (advisor.telefonos ?? []).filter((phone) => phone.trim() !== '');
  return list.length > 0 ? list : [advisor.telefono_1];
};

/**
 * Product rule (docs/product/forms.md#advisor-card): the WhatsApp number is picked at random from the phone list (spreading first contacts
 * over the advisor's lines). `random` is Math.random in the product, a fixed value in tests.
 */
export const pickWhatsappNumber = (phones: readonly string[], random: () => number = Math.random): string => {
  const index = Math.min(phones.length - 1, Math.max(0, Math.floor(random() * phones.length)));
  return phones[index] ?? '';
};

/**
 * Calendars the site embeds (an iframe needs the host's CSP frame-src, host/server/csp.mjs, to name the
 * same origins). A calendar elsewhere is still offered as a link, never framed.
 */
export const CALENDAR_FRAME_ORIGINS: readonly string[] = ['https://calendly.com'];

/** The advisor's calendar URL when it is https on an allow-listed origin, else null. */
export const embeddableCalendar = (url: string | undefined): string | null => {
  const safe = safeLink(url);
  if (!safe) return null;
  const parsed = new URL(safe);
  return parsed.protocol === 'https:' && CALENDAR_FRAME_ORIGINS.includes(parsed.origin) ? parsed.href : null;
};

/** The active calendar of an advisor (calendly.active with a URL), as a safe link. */
export const activeCalendar = (advisor: Pick<Advisor, 'calendly'>): string | null =>
  advisor.calendly?.active ? safeLink(advisor.calendly.url) : null;

/**
 * The address to frame: Calendly's booking page tells the page that embeds it what happens (its `calendly.*`
 * messages, which say it runs) only when the address names the embedding site, as its own embed code does.
 */
export const calendarEmbedUrl = (frameUrl: string, embedDomain: string): string => {
  const url = new URL(frameUrl);
  url.searchParams.set('embed_domain', embedDomain);
  url.searchParams.set('embed_type', 'Inline');
  return url.href;
};

/** A message of the booking page (`{ event: 'calendly.page_height', … }`). */
export const isCalendarEvent = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { event?: unknown }).event === 'string' &&
  (data as { event: string }).event.startsWith('calendly.');
