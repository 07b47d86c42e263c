import { safeContactHref, type ContactInformation, type PartnerConfig } from '@qs/shared';

export interface ContactLink {
  kind: 'whatsapp' | 'phone';
  href: string;
  info: string;
}

const kindOf = (entry: ContactInformation): ContactLink['kind'] | null => {
  const key = `${entry.icon ?? ''} ${entry.name}`.toLowerCase();
  if (key.includes('whatsapp')) return 'whatsapp';
  if (key.includes('phone') || key.includes('teléfono') || entry.link?.startsWith('tel:')) return 'phone';
  return null;
};

/** The WhatsApp and phone entries of the contact-information call, with safe links only, WhatsApp first. */
export const contactLinks = (entries: readonly ContactInformation[]): ContactLink[] => {
  const links: ContactLink[] = [];
  for (const entry of entries) {
    const kind = kindOf(entry);
    const href = safeContactHref(entry.link);
    if (kind && href && !links.some((link) => link.kind === kind)) links.push({ kind, href, info: entry.info });
  }
  return links.sort((a, b) => (a.kind === 'whatsapp' ? -1 : b.kind === 'whatsapp' ? 1 : 0));
};

/**
 * The site's own channels are QuieroSeguro's: a partner that turned chat off (a white-label site such as
 * aliado) does not show them either; a partner with chat on keeps them.
 */
export const showsContactBar = (partner: PartnerConfig | null): boolean =>
  !partner || partner.subdomainLayout?.chatEnabled !== false;
