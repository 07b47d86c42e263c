import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, paths } from '@qs/shared';
import { useLandingSection } from '../../../api/get-landing-section';
import { usePageParam } from '../../../lib/use-page-param';
import { LandingIntro } from '../../../ui/LandingIntro';
import { LandingListSection } from '../../../ui/LandingListSection';
import type { LandingListName } from '../landing-kind';

export interface LandingListPageProps {
  type: LandingListName;
}

/** /EPS, /Seguros, /Medicina-Prepagada, /Clinicas-y-Hospitales: the section's CMS text and its landings. */
export const LandingListPage = ({ type }: LandingListPageProps) => {
  const { t } = useTranslation('content');
  const titleId = useId();
  const page = usePageParam();
  const { state, retry } = useLandingSection(type, page);

  if (state.status === 'loading') return <Spinner minHeight={640} />;
  if (state.status !== 'ready') return <ErrorPanel onRetry={retry} />;
  const { intro, list } = state.value;
  return (
    <section className="qs-content-page" aria-labelledby={titleId}>
      <LandingIntro titleId={titleId} title={intro?.title ?? t(`landing.lists.${type}.title`)} summary={intro?.summary} html={intro?.html} />
      <LandingListSection
        heading={t(`landing.lists.${type}.list`)}
        list={list}
        page={page}
        hrefFor={(target) => paths.landingList.getHref(type, target)}
        emptyText={t('landing.empty')}
      />
    </section>
  );
};
