import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { safeContactHref, safeWebUrl, type ContactInformation } from '@qs/shared';
import { ExternalLink } from '../../../common/components/ExternalLink';

/** A service link: web addresses open in a new tab, tel: and mailto: in place, anything else is plain text. */
const ChannelLink = ({ link, label }: { link?: string; label: string }) => {
  const web = safeWebUrl(link);
  if (web) return <ExternalLink href={web}>{label}</ExternalLink>;
  const href = safeContactHref(link);
  return href ? <a href={href}>{label}</a> : <span>{label}</span>;
};

export interface ContactChannelsProps {
  heading: string;
  entries: readonly ContactInformation[];
  /** Social networks show their network name; contact channels the name and the data. */
  showName: boolean;
}

export const ContactChannels = ({ heading, entries, showName }: ContactChannelsProps) => {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section className="qs-contact-page__group" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="qs-contact-page__list">
        {entries.map((entry) => (
          <li key={`${entry.name}|${entry.link ?? ''}`} data-icon={entry.icon}>
            {showName && <span className="qs-contact-page__name">{entry.name}</span>}
            <ChannelLink link={entry.link} label={showName ? entry.info || entry.name : entry.name} />
          </li>
        ))}
      </ul>
    </section>
  );
};

/** The contact data and the social networks of the contact-information service. */
export const ContactDirectory = ({ entries }: { entries: readonly ContactInformation[] }) => {
  const { t } = useTranslation('content');
  const contacts = entries.filter((entry) => entry.type === 'contacto');
  const networks = entries.filter((entry) => entry.type === 'red_social');
  if (contacts.length === 0 && networks.length === 0)
    return <p className="qs-content-empty">{t('contactPage.empty')}</p>;
  return (
    <>
      <ContactChannels heading={t('contactPage.channels')} entries={contacts} showName />
      <ContactChannels heading={t('contactPage.social')} entries={networks} showName={false} />
    </>
  );
};
