import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorPanel,
  RemoteSlot,
  Spinner,
  colombia,
  formatOpeningHours,
  getContactInformations,
  useApiRequest,
} from '@qs/shared';
import { LandingIntro } from '../../../common/components/LandingIntro';
import { ContactDirectory } from './ContactChannels';
import './contact-page.css';

/** Business line 8 of the API catalogue: general contact, whose origin route is /contacto. */
export const CONTACT_BUSINESS_LINE = 8;

/**
 * Process uuid of the API's server-defined contact form (GET /api/integration/form/{hash}): the page
 * shows that dynamic form, so its fields change on the server without a deployment of the slices.
 */
export const CONTACT_PROCESS_ID = '3f6d1c2a-8b4e-4c7a-9e51-2a7b0c9d4e11';

const ContactInformationBlock = () => {
  const { state, retry } = useApiRequest('contact-informations', getContactInformations);
  if (state.status === 'loading') return <Spinner minHeight={320} />;
  if (state.status !== 'ready') return <ErrorPanel onRetry={retry} />;
  return <ContactDirectory entries={state.value} />;
};

/**
 * /contacto: contact channels and social networks, with the forms slice's contact widget beside
 * them. Each half fails on its own: a failing widget leaves the channels, and the other way round.
 */
export const ContactPage = () => {
  const { t } = useTranslation('content');
  const titleId = useId();
  return (
    <section className="qs-content-page qs-contact-page" aria-labelledby={titleId}>
      <LandingIntro titleId={titleId} title={t('contactPage.title')} summary={t('contactPage.summary')}>
        <p>{t('contactPage.hours', { hours: formatOpeningHours(colombia.supportSchedule) })}</p>
      </LandingIntro>
      <div className="qs-contact-page__columns">
        <div className="qs-contact-page__directory">
          <ContactInformationBlock />
        </div>
        <aside className="qs-contact-page__form" aria-label={t('contactPage.form')}>
          <RemoteSlot
            module="qs_forms/ContactWidget"
            props={{ inline: true, businessLine: CONTACT_BUSINESS_LINE, processId: CONTACT_PROCESS_ID }}
            minHeight={360}
          />
        </aside>
      </div>
    </section>
  );
};
