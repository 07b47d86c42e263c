import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, paths } from '@qs/shared';
import { usePageParam } from '../../../common/hooks/use-page-param';
import { LandingIntro } from '../../../common/components/LandingIntro';
import { LandingListSection, useLandingSection } from '../../landing-section';
import { PartnerRegistration } from './PartnerRegistration';
import './partners.css';

/** The landing type (and CMS url) of the partners section in the API. */
export const PARTNERS_LANDING = 'Partners-y-Alianzas';

/**
 * /Partners-y-Alianzas: what a partnership offers (CMS text), the allies (15 a page) and the
 * registration link. The registration link does not depend on the API, so it shows in every state.
 */
export const PartnersPage = () => {
  const { t } = useTranslation('content');
  const titleId = useId();
  const page = usePageParam();
  const { state, retry } = useLandingSection(PARTNERS_LANDING, page);
  const intro = state.status === 'ready' ? state.value.intro : null;
  return (
    <section className="qs-content-page qs-partners" aria-labelledby={titleId}>
      <LandingIntro
        titleId={titleId}
        title={intro?.title ?? t('partners.title')}
        summary={intro?.summary}
        html={intro?.html}
      />
      {state.status === 'loading' && <Spinner minHeight={360} />}
      {(state.status === 'error' || state.status === 'not-found') && <ErrorPanel onRetry={retry} />}
      {state.status === 'ready' && (
        <LandingListSection
          heading={t('partners.allies')}
          list={state.value.list}
          page={page}
          hrefFor={(target) => paths.landingList.getHref(PARTNERS_LANDING, target)}
          linked={false}
          emptyText={t('partners.noAllies')}
        />
      )}
      <PartnerRegistration />
    </section>
  );
};
