import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadAnswer } from '@qs/shared';
import { LeadAdvisor } from '../../advisor';
import { deeper, Heading, type HeadingLevel } from '../../../common/components/Heading';
import { secretOf } from '../api/additional-insurance-api';
import { RequestUpdateForm } from './RequestUpdateForm';

export interface RequestSentProps {
  /** Absent when another tab of the visitor delivered the request (its answer, and its secret, arrived there). */
  lead?: LeadAnswer;
  headingLevel: HeadingLevel;
}

/** The request is stored: the success text, its number and advisor, and a way to add when to call. */
export const RequestSent = ({ lead, headingLevel }: RequestSentProps) => {
  const { t } = useTranslation('forms');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []); // the form the visitor was in is gone
  const secreto = secretOf(lead);

  return (
    <div className="qs-additional__sent">
      <Heading level={headingLevel} ref={title} tabIndex={-1}>
        {t('purchase.sent.title')}
      </Heading>
      <p className="qs-additional__success" role="status">
        {t('lead.success')}
      </p>
      <LeadAdvisor lead={lead} headingLevel={headingLevel} />
      {lead && secreto && <RequestUpdateForm id={lead.id} secreto={secreto} headingLevel={deeper(headingLevel)} />}
    </div>
  );
};
