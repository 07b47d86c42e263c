import type { PartnerConfig } from '@qs/shared';
import { isUnderAnyRoute } from '../route-prefix';

/**
 * Seed 000 §4: on the main site the footer is always shown; in partner mode only on the
 * partner's `footerEnabledRoutes`, each entry read as a path prefix (none listed: no footer).
 */
export const isFooterShown = (partner: PartnerConfig | null, pathname: string): boolean =>
  !partner || isUnderAnyRoute(pathname, partner.footerEnabledRoutes ?? []);
