import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Advisor } from '@qs/shared';
import { safeLink, telUrl, whatsappUrl } from '../lib/advisor-links';
import { deeper, Heading, type HeadingLevel } from './Heading';
import './advisor-card.css';

export interface AdvisorCardProps {
  advisor: Advisor;
  leadId?: number;
  /** Level of the advisor's name; 3 under a page section or a modal title. */
  headingLevel?: HeadingLevel;
}

/** The advisor the server assigned (seed 001 §2 "Advisor contact card"). */
export const AdvisorCard = ({ advisor, leadId, headingLevel = 3 }: AdvisorCardProps) => {
  const { t } = useTranslation('forms');
  const nameId = useId();
  const name = `${advisor.nombres} ${advisor.apellidos}`.trim();
  const calendar = advisor.calendly?.active ? safeLink(advisor.calendly.url) : null;

  return (
    <article className="qs-advisor" aria-labelledby={nameId}>
      <p className="qs-advisor__intro">{t('advisor.intro')}</p>
      <Heading level={headingLevel} id={nameId} className="qs-advisor__name">
        {name}
      </Heading>
      {leadId !== undefined && <p className="qs-advisor__lead">{t('advisor.leadId', { id: leadId })}</p>}
      <dl className="qs-advisor__details">
        <dt>{t('advisor.phone')}</dt>
        <dd>{advisor.telefono_1}</dd>
        <dt>{t('advisor.email')}</dt>
        <dd>
          <a href={`mailto:${advisor.email_corporativo}`}>{advisor.email_corporativo}</a>
        </dd>
      </dl>
      <p className="qs-advisor__hours">{t('advisor.hours')}</p>
      <div className="qs-advisor__actions">
        <a className="qs-button" href={whatsappUrl(advisor.telefono_1)} target="_blank" rel="noopener noreferrer">
          {t('advisor.whatsapp')}
        </a>
        <a className="qs-button qs-button--secondary" href={telUrl(advisor.telefono_1)}>
          {t('advisor.call')}
        </a>
      </div>
      {calendar && (
        <section className="qs-advisor__calendar">
          <Heading level={deeper(headingLevel)}>{t('advisor.calendarTitle')}</Heading>
          <a href={calendar} target="_blank" rel="noopener noreferrer">
            {t('advisor.calendarLink')}
          </a>
        </section>
      )}
    </article>
  );
};
