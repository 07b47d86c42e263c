import { useTranslation } from 'react-i18next';
import type { LeadAnswer } from '@qs/shared';
import { deeper, type HeadingLevel } from '../../../common/components/Heading';
import { AdvisorCard } from './AdvisorCard';

export interface LeadAdvisorProps {
  /** Absent when another tab of the visitor delivered the request (its answer arrived there). */
  lead?: LeadAnswer;
  /** The level of the heading above: the advisor card's heading is one deeper. */
  headingLevel: HeadingLevel;
}

/** Who will call about a stored request: the advisor the server assigned, else its number and that one will be. */
export const LeadAdvisor = ({ lead, headingLevel }: LeadAdvisorProps) => {
  const { t } = useTranslation('forms');
  if (lead?.dataSocio)
    return <AdvisorCard advisor={lead.dataSocio} leadId={lead.id} headingLevel={deeper(headingLevel)} />;
  return (
    <>
      {lead && <p>{t('advisor.leadId', { id: lead.id })}</p>}
      <p>{t('purchase.sent.noAdvisor')}</p>
    </>
  );
};
