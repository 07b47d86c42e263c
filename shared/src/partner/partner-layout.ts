import type { PartnerConfig } from '../api/contract';
import { getPartner } from './partner-store';

/** What a partner site shows of the plans and the home (docs/product/shell.md#partner-layout-switches). */
export interface PartnerLayout {
  /** The plans' request buttons ('Solicitar', 'Solicitar este plan', 'Solicitar más información'). */
  requestButton: boolean;
  /** The plans' score (the stars). */
  score: boolean;
  /** The site's showcase: the home's promotions and the 'Destacado' highlight of promoted plans. */
  showcase: boolean;
}

/**
 * The partner's layout switches: `subdomainLayout.requestButtonEnabled`, `subdomainLayout.scoreEnabled` (missing: on)
 * and `disableShowcase`. The main site shows everything. Read with the page's partner (on the server, the render's).
 */
export const partnerLayout = (partner: PartnerConfig | null = getPartner()): PartnerLayout => ({
  requestButton: partner?.subdomainLayout?.requestButtonEnabled !== false,
  score: partner?.subdomainLayout?.scoreEnabled !== false,
  showcase: partner?.disableShowcase !== true,
});
