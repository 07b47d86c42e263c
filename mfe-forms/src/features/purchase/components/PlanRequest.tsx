import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanDetail } from '@qs/shared';
import { Heading, type HeadingLevel } from '../../../common/components/Heading';
import { usePlanRequest } from '../hooks/usePlanRequest';
import { PlanRequestForm } from './PlanRequestForm';
import { PlanRequestSent } from './PlanRequestSent';

export interface PlanRequestProps {
  plan: PlanDetail;
  headingLevel: HeadingLevel;
}

/** The request form of the plan, replaced by the outcome once the API stored the lead. */
export const PlanRequest = ({ plan, headingLevel }: PlanRequestProps) => {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const request = usePlanRequest(plan);

  if (request.status.kind === 'sent')
    return <PlanRequestSent lead={request.status.lead} plan={plan} headingLevel={headingLevel} />;
  return (
    <section className="qs-purchase__request" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId}>
        {t('purchase.form.title')}
      </Heading>
      <p className="qs-purchase__intro">{t('purchase.form.intro')}</p>
      <PlanRequestForm request={request} planName={plan.displayName} />
    </section>
  );
};
