import { useEffect, useState } from 'react';
import './contact-bar.css';
import { useTranslation } from 'react-i18next';
import { getContactInformations, getPartner } from '@qs/shared';
import { contactLinks, showsContactBar, type ContactLink } from '../model/contact-links';

const ICONS: Record<ContactLink['kind'], string> = {
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5 13.6c-.2.6-1.2 1.2-1.7 1.2-.4.1-1 .1-1.6-.1a14 14 0 0 1-6.3-5.5c-.5-.7-1-1.8-1-2.9 0-1.1.6-1.7.8-1.9.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .6l-.6.8c-.1.2-.3.3-.1.6.7 1.2 1.6 2.2 2.9 2.8.3.1.4.1.6-.1l.8-1c.2-.2.4-.2.6-.1l1.9.9c.3.1.5.2.5.4.1.1.1.7-.1 1.3z',
  phone:
    'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z',
};

/** The floating WhatsApp and phone buttons (full page), from the site's contact information. */
export const ContactBar = () => {
  const { t } = useTranslation('detail');
  const [links, setLinks] = useState<ContactLink[]>([]);
  const enabled = showsContactBar(getPartner());

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    // The bar is an extra: when the call fails the page simply goes without it.
    getContactInformations(controller.signal).then(
      (entries) => setLinks(contactLinks(entries)),
      () => undefined,
    );
    return () => controller.abort();
  }, [enabled]);

  if (!enabled || links.length === 0) return null;
  return (
    <nav className="qs-contact-bar" aria-label={t('contactBar.label')}>
      {links.map((link) => (
        <a
          key={link.kind}
          className={`qs-contact-bar__link qs-contact-bar__link--${link.kind}`}
          href={link.href}
          aria-label={t(`contactBar.${link.kind}`, { info: link.info })}
          {...(link.kind === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
            <path d={ICONS[link.kind]} fill="currentColor" />
          </svg>
        </a>
      ))}
    </nav>
  );
};
