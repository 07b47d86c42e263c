import type { ReactNode } from 'react';
import { useHostTranslation } from '../i18n';
import { isWebLink, safeContactHref, type ContactInformation } from '@qs/shared';

/** A service-provided link: rendered only for http(s), mailto: and tel:, else as plain text. */
const ContactLink = ({ link, children }: { link?: string; children: ReactNode }) => {
  const href = safeContactHref(link);
  if (!href) return <span>{children}</span>;
  const newTab = isWebLink(href);
  return (
    <a href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
};

export interface ContactColumnsProps {
  entries: readonly ContactInformation[];
}

/** Contact data and social networks from the contact-information service; no column when empty. */
export const ContactColumns = ({ entries }: ContactColumnsProps) => {
  const { t } = useHostTranslation();
  const contacts = entries.filter((entry) => entry.type === 'contacto');
  const networks = entries.filter((entry) => entry.type === 'red_social');
  return (
    <>
      {contacts.length > 0 && (
        <div role="group" className="qs-footer__column" aria-labelledby="qs-footer-contact">
          <h2 id="qs-footer-contact" className="qs-footer__heading">
            {t('footer.columns.contact')}
          </h2>
          <ul className="qs-footer__list">
            {contacts.map((entry) => (
              <li key={`${entry.name}|${entry.link}`} className="qs-footer__contact" data-icon={entry.icon}>
                <span className="qs-footer__contact-name">{entry.name}</span>{' '}
                <ContactLink link={entry.link}>{entry.info || entry.name}</ContactLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      {networks.length > 0 && (
        <div role="group" className="qs-footer__column" aria-labelledby="qs-footer-social">
          <h2 id="qs-footer-social" className="qs-footer__heading">
            {t('footer.columns.social')}
          </h2>
          <ul className="qs-footer__list qs-footer__social">
            {networks.map((entry) => (
              <li key={`${entry.name}|${entry.link}`} data-icon={entry.icon}>
                <ContactLink link={entry.link}>{entry.name}</ContactLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
};
