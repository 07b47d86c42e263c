import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, paths, Spinner, useApiRequest, type PrivacyPolicy } from '@qs/shared';
import { LandingIntro } from '../../../common/components/LandingIntro';
import { getPrivacyPolicy, PRIVACY_POLICY_KEY } from '../api/get-privacy-policy';
import './privacy-policy.css';

/** '2026-12-01' → '1 de diciembre de 2026' (a calendar day: no time zone moves it). */
const formatDay = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
};

const PolicyText = ({ policy }: { policy: PrivacyPolicy }) => {
  const { t } = useTranslation('content');
  const titleId = useId();
  return (
    <article className="qs-content-page qs-privacy-policy" aria-labelledby={titleId}>
      <LandingIntro titleId={titleId} title={policy.title}>
        <p className="qs-privacy-policy__version">
          {t('privacyPolicy.version', { version: policy.version, date: formatDay(policy.effectiveDate) })}
        </p>
      </LandingIntro>
      {policy.sections.map((section) => (
        <section key={section.title} className="qs-privacy-policy__section">
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="qs-privacy-policy__rights">
        {t('privacyPolicy.rightsBefore')} <a href={paths.dataRights.getHref()}>{t('privacyPolicy.rightsLink')}</a>.
      </p>
      <p className="qs-privacy-policy__hash">{t('privacyPolicy.hash', { hash: policy.hash })}</p>
    </article>
  );
};

/**
 * /politica-de-tratamiento-de-datos: the personal-data processing policy each form's authorisation links to, with its
 * version and date, read from the API, which keeps its one copy (docs/security.md#data-authorisation).
 */
export const PrivacyPolicyPage = () => {
  const { state, retry } = useApiRequest(PRIVACY_POLICY_KEY, getPrivacyPolicy);
  if (state.status === 'loading') return <Spinner minHeight={640} />;
  if (state.status !== 'ready') return <ErrorPanel onRetry={retry} />;
  return <PolicyText policy={state.value} />;
};
