import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, paths, useApiRequest, type LandingListAnswer } from '@qs/shared';
import { getLandingList } from '../../../common/api/country-landings';
import { LandingIntro } from '../../../common/components/LandingIntro';
import { LandingCards } from '../../landing-section';
import type { LandingListName } from '../model/landing-kind';

/** The lists that hold health insurers; clinics have their own list. */
const INSURER_LISTS: readonly LandingListName[] = ['EPS', 'Seguros', 'Medicina-Prepagada'];

const InsurerGroup = ({ type, list }: { type: LandingListName; list: LandingListAnswer }) => {
  const { t } = useTranslation('content');
  const headingId = useId();
  const section = t(`landing.lists.${type}.title`);
  if (list.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{section}</h2>
      <LandingCards landings={list.data} />
      <p>
        <Link to={paths.landingList.getHref(type)}>{t('landing.insuranceList.seeAll', { section })}</Link>
      </p>
    </section>
  );
};

/** /Insurance-List: the health insurers of Colombia, grouped by kind (first page of each list). */
export const InsuranceListPage = () => {
  const { t } = useTranslation('content');
  const titleId = useId();
  const { state, retry } = useApiRequest('insurance-list', (signal) =>
    Promise.all(INSURER_LISTS.map((type) => getLandingList(type, 1, signal))),
  );

  if (state.status === 'loading') return <Spinner minHeight={640} />;
  if (state.status !== 'ready') return <ErrorPanel onRetry={retry} />;
  return (
    <section className="qs-content-page" aria-labelledby={titleId}>
      <LandingIntro
        titleId={titleId}
        title={t('landing.insuranceList.title')}
        summary={t('landing.insuranceList.summary')}
      />
      {INSURER_LISTS.map((type, index) => (
        <InsurerGroup key={type} type={type} list={state.value[index]!} />
      ))}
    </section>
  );
};
