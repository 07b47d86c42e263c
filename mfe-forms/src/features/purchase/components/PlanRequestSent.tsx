import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LeadAnswer, PlanDetail } from '@qs/shared';
import { LeadAdvisor } from '../../advisor';
import { Heading, type HeadingLevel } from '../../../common/components/Heading';

export interface PlanRequestSentProps {
  /** Absent when another tab of the visitor delivered the request (its answer arrived there). */
  lead?: LeadAnswer;
  plan: PlanDetail;
  headingLevel: HeadingLevel;
}

/** The request is stored: its number and the advisor the server assigned (or that one will be). */
export const PlanRequestSent = ({ lead, plan, headingLevel }: PlanRequestSentProps) => {
  const { t } = useTranslation('forms');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []); // the form the visitor was in is gone

  return (
    <div className="qs-purchase__sent">
      <Heading level={headingLevel} ref={title} tabIndex={-1} className="qs-purchase__sent-title">
        {t('purchase.sent.title')}
      </Heading>
      <p className="qs-purchase__success" role="status">
        {t('lead.success')}
      </p>
      <LeadAdvisor lead={lead} headingLevel={headingLevel} />
      <Link className="qs-purchase__detail-link" to={plan.url}>
        {t('purchase.sent.backToPlan')}
      </Link>
    </div>
  );
};
