import type { ContactInformation, PartnerConfig } from '@qs/shared';
import { contactLinks, showsContactBar } from './contact-links';
import { scrollOffset } from './site-offset';

const entries: ContactInformation[] = [
  { type: 'contacto', name: 'Teléfono', info: '+57 601 555 0100', link: 'tel:+576015550100', icon: 'phone' },
  {
    type: 'contacto',
    name: 'WhatsApp',
    info: '+57 300 555 0100',
    link: 'https://wa.me/573005550100',
    icon: 'whatsapp',
  },
  {
    type: 'contacto',
    name: 'Correo',
    info: 'ayuda@quieroseguro.co',
    link: 'mailto:ayuda@quieroseguro.co',
    icon: 'mail',
  },
];

describe('contactLinks', () => {
  it('keeps the WhatsApp and phone entries, WhatsApp first', () => {
    expect(contactLinks(entries)).toEqual([
      { kind: 'whatsapp', href: 'https://wa.me/573005550100', info: '+57 300 555 0100' },
      { kind: 'phone', href: 'tel:+576015550100', info: '+57 601 555 0100' },
    ]);
  });

  it('drops unsafe links', () => {
    expect(
      contactLinks([{ type: 'contacto', name: 'WhatsApp', info: 'x', link: 'javascript:alert(1)', icon: 'whatsapp' }]),
    ).toEqual([]);
  });
});

describe('showsContactBar', () => {
  const partner = (chatEnabled: boolean) =>
    ({
      name: 'p',
      allowedUrls: [],
      allowedOrganizations: [],
      allowedRemotes: [],
      footerEnabledRoutes: [],
      subdomainLayout: { chatEnabled },
    }) as unknown as PartnerConfig;
  it('shows on the main site and for a partner with chat, not for one without', () => {
    expect(showsContactBar(null)).toBe(true);
    expect(showsContactBar(partner(true))).toBe(true);
    expect(showsContactBar(partner(false))).toBe(false);
  });
});

describe('scrollOffset (docs/product/detail.md#contact-bar-and-scroll-progress)', () => {
  it('is 75 px, 0 on a partner subdomain', () => {
    expect(scrollOffset(false)).toBe(75);
    expect(scrollOffset(true)).toBe(0);
  });
});
