import type { Profile } from '@qs/shared';
import { MIN_GROUP_EMPLOYEES } from '../../../common/model/group-rules';

/** The value of eps_actual for a visitor without an EPS. */
export const NO_EPS = 'notengo';

export type ProductRuleViolation = 'noEps' | 'minEmployees';

/**
 * Colombian product rules (docs/product/forms.md#profile-form-rules), applied in code whatever the server's script says:
 * there is no plan for a holder without EPS, and a group quote needs at least 10 employees.
 */
export const checkProductRules = (profile: Profile): ProductRuleViolation | null => {
  if (profile.cotizante[0]?.eps_actual === NO_EPS) return 'noEps';
  const employees = profile.colectivo?.cantidadempleados;
  if (typeof employees === 'number' && employees < MIN_GROUP_EMPLOYEES) return 'minEmployees';
  return null;
};
