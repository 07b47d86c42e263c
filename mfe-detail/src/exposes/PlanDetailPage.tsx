import { useLocation } from 'react-router';
import { addSliceTranslations, type PlanDetailPageProps } from '@qs/shared';
import { PlanDetailView } from '../features/plan-detail';
import { planBaseUrl } from '../common/model/plan-url';
import es from '../i18n/es.json';

addSliceTranslations('detail', es);

/** qs_detail/PlanDetailPage — a plan as a full page (URL from the router) or inside a modal. */
const PlanDetailPage = ({ mode, planUrl }: PlanDetailPageProps) => {
  const { pathname } = useLocation();
  const requestedPath = planUrl ?? pathname;
  return (
    <div data-slice="detail" data-slice-version={__QS_BUILD_VERSION__}>
      <PlanDetailView mode={mode} planUrl={planBaseUrl(requestedPath)} requestedPath={requestedPath} />
    </div>
  );
};

export default PlanDetailPage;
