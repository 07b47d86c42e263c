import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarEmbedUrl, embeddableCalendar, whatsappUrl } from '../model/advisor-links';
import { useCalendarFrame } from '../hooks/useCalendarFrame';
import { deeper, Heading, type HeadingLevel } from '../../../common/components/Heading';

export interface AdvisorCalendarProps {
  /** The advisor's active calendar (an http(s) URL). */
  url: string;
  advisorName: string;
  whatsapp: string;
  headingLevel: HeadingLevel;
  /** The framed calendar did not load (no connection, refused): the card shows its other ways instead. */
  onUnavailable: () => void;
}

/**
 * Product rule (docs/product/forms.md#advisor-card): with an active calendar the card ends with the booking calendar headed 'Último paso' and a
 * WhatsApp shortcut. Only allow-listed https calendars are framed (the CSP's frame-src); others are a link.
 */
export const AdvisorCalendar = ({ url, advisorName, whatsapp, headingLevel, onUnavailable }: AdvisorCalendarProps) => {
  const { t } = useTranslation('forms');
  const frame = embeddableCalendar(url);
  const watch = useCalendarFrame(frame);
  useEffect(() => {
    if (watch.state === 'failed') onUnavailable();
  }, [watch.state, onUnavailable]);
  return (
    <section className="qs-advisor__calendar">
      <Heading level={deeper(headingLevel)}>{t('advisor.calendarTitle')}</Heading>
      <p>{t('advisor.calendarIntro', { name: advisorName })}</p>
      {frame ? (
        // Not lazy: the frame is what this card is for, and its load starts the wait for the page's message.
        <iframe
          ref={watch.ref}
          className="qs-advisor__calendar-frame"
          src={calendarEmbedUrl(frame, window.location.hostname)}
          title={t('advisor.calendarFrame', { name: advisorName })}
          onLoad={watch.onLoad}
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        />
      ) : (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('advisor.calendarLink')}
        </a>
      )}
      <p className="qs-advisor__shortcut">
        <a href={whatsappUrl(whatsapp)} target="_blank" rel="noopener noreferrer">
          {t('advisor.whatsappShortcut')}
        </a>
      </p>
    </section>
  );
};
