import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colombia, formatOpeningHours, getPartner, type Advisor } from '@qs/shared';
import { activeCalendar, pickWhatsappNumber, telUrl, whatsappNumbers, whatsappUrl } from '../model/advisor-links';
import type { PurchaseInitialData } from '../model/purchase-initial-data';
import { saleModeOfChannels } from '../../../common/model/sale-mode';
import { useIsPhone } from '../hooks/useIsPhone';
import { AdvisorCalendar } from './AdvisorCalendar';
import { BuyOnlineButton } from './BuyOnlineButton';
import { Heading, type HeadingLevel } from '../../../common/components/Heading';
import './advisor-card.css';

export interface AdvisorCardProps {
  advisor: Advisor;
  leadId?: number;
  /** Level of the advisor's name; 3 under a page section or a modal title. */
  headingLevel?: HeadingLevel;
  /** The plan the request was about: with a mixed sale (QpMixSale) the card offers 'Comprar online'. */
  productCode?: string;
  salesChannel?: readonly string[];
  /** What the visitor typed, carried to the purchase page by 'Comprar online'. */
  initialData?: PurchaseInitialData;
  /** Show the booking calendar ('Último paso') instead of the buttons when the advisor has one (default true). */
  bookingCalendar?: boolean;
  /** Random source of the WhatsApp number pick; Math.random in the product. */
  random?: () => number;
  /** Called when a button takes the visitor to another page (the caller closes its modal). */
  onLeave?: () => void;
}

/** The advisor the server assigned (docs/product/forms.md#advisor-card: "Advisor contact card"). */
export const AdvisorCard = ({
  advisor,
  leadId,
  headingLevel = 3,
  productCode,
  salesChannel,
  initialData,
  bookingCalendar = true,
  random = Math.random,
  onLeave,
}: AdvisorCardProps) => {
  const { t } = useTranslation('forms');
  const nameId = useId();
  const isPhone = useIsPhone();
  // Picked once per card: the number must not change while the visitor looks at it.
  const [whatsapp] = useState(() => pickWhatsappNumber(whatsappNumbers(advisor), random));
  const name = `${advisor.nombres} ${advisor.apellidos}`.trim();
  const calendar = activeCalendar(advisor);
  // A booking frame that cannot load gives way to the link and the buttons, never a blank frame.
  const [calendarFailed, setCalendarFailed] = useState(false);
  const calendarUnavailable = useCallback(() => setCalendarFailed(true), []);
  // A partner's visitors deal with the partner: its contact address stands for the advisor's main-brand one (none if it has none).
  const partner = getPartner();
  const email = partner ? partner.SEOMetadata?.email : advisor.email_corporativo;
  const buyOnline = productCode && saleModeOfChannels(salesChannel) === 'mixed' ? productCode : null;

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
        {email && (
          <>
            <dt>{t('advisor.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        )}
      </dl>
      <p className="qs-advisor__hours">{formatOpeningHours(colombia.supportSchedule)}</p>
      {calendar && bookingCalendar && !calendarFailed ? (
        <AdvisorCalendar
          url={calendar}
          advisorName={name}
          whatsapp={whatsapp}
          headingLevel={headingLevel}
          onUnavailable={calendarUnavailable}
        />
      ) : (
        <>
          {calendarFailed && (
            <p className="qs-advisor__calendar-failed" role="status">
              {t('advisor.calendarFailed')}
            </p>
          )}
          <div className="qs-advisor__actions">
            <a className="qs-button" href={whatsappUrl(whatsapp)} target="_blank" rel="noopener noreferrer">
              {t('advisor.whatsapp')}
            </a>
            {isPhone && (
              <a className="qs-button qs-button--secondary" href={telUrl(advisor.telefono_1)}>
                {t('advisor.call')}
              </a>
            )}
            {buyOnline && <BuyOnlineButton productCode={buyOnline} initialData={initialData} onNavigate={onLeave} />}
          </div>
          {calendar && (
            <p className="qs-advisor__calendar-link">
              <a href={calendar} target="_blank" rel="noopener noreferrer">
                {t('advisor.calendarLink')}
              </a>
            </p>
          )}
        </>
      )}
    </article>
  );
};
