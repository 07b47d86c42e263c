import { useId } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPARATORS, ErrorPanel, RemoteSlot, Spinner, findComparator, paths, useApiRequest } from '@qs/shared';
import { getLanding, isLandingUrl } from '../../../common/api/country-landings';
import { LandingIntro } from '../../../common/components/LandingIntro';
import { landingContactProps } from '../model/landing-contact';
import { LandingPlans } from './LandingPlans';

export interface CmsLandingPageProps {
  /** Landing url as the API names it: 'Que-es-QuieroSeguro', 'Registro', 'EPS/salud-andina-eps'. */
  url: string;
  /** Paid-media and referral landings end with the forms slice's contact widget (a landing's `contactForm` also does). */
  leadCapture?: boolean;
  /** Preview: skip every cache. */
  fresh?: boolean;
}

/** A landing resolved by its url; an unknown one sends the visitor to the not-found page. */
export const CmsLandingPage = ({ url, leadCapture = false, fresh = false }: CmsLandingPageProps) => {
  const { t } = useTranslation('content');
  const titleId = useId();
  const key = isLandingUrl(url) ? `landing-${fresh ? 'fresh-' : ''}${url}` : null;
  const { state, retry } = useApiRequest(key, (signal) => getLanding(url, { signal, fresh }));

  if (state.status === 'loading') return <Spinner minHeight={640} />;
  if (state.status === 'not-found') return <Navigate to={paths.notFound.getHref()} replace />;
  if (state.status === 'error') return <ErrorPanel onRetry={retry} />;
  const landing = state.value;
  // A referral landing links to its product's comparator, a company page to its line's (never one the site lacks).
  const comparator =
    findComparator(landing.referral?.comparator) ??
    COMPARATORS.find((candidate) => candidate.detailSection === landing.type);
  const contact = landingContactProps(landing, leadCapture);
  return (
    <article className="qs-content-page qs-cms-landing" aria-labelledby={titleId}>
      <LandingIntro titleId={titleId} title={landing.title} summary={landing.summary} html={landing.html}>
        {comparator && (
          <p>
            <Link className="qs-button qs-content-link-button" to={paths.compare.getHref(comparator.slug)}>
              {t('landing.compare')}
            </Link>
          </p>
        )}
      </LandingIntro>
      {landing.plans && landing.plans.length > 0 && <LandingPlans plans={landing.plans} />}
      {contact && (
        <aside className="qs-cms-landing__contact" aria-label={t('contactPage.form')}>
          <RemoteSlot module="qs_forms/ContactWidget" props={contact} minHeight={360} />
        </aside>
      )}
    </article>
  );
};
