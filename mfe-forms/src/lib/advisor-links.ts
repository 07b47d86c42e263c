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
