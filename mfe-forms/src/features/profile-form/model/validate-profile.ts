import type { Profile } from '@qs/shared';
import { findValidator, loadValidationScript } from '../api/validation-script';
import { checkProductRules, type ProductRuleViolation } from './product-rules';

export type ProfileVerdict =
  { valid: true } | { valid: false; reason: ProductRuleViolation | 'invalid' } | { valid: false; message: string };

const fromScriptResult = (result: unknown): ProfileVerdict => {
  if (typeof result === 'string' && result.trim() !== '') return { valid: false, message: result };
  if (!result) return { valid: false, reason: 'invalid' }; // an empty result means invalid (docs/product/forms.md#validation-script)
  return { valid: true };
};

/**
 * The product rules, then the server's validation script. When the script cannot be used
 * (foreign origin, load failure, class missing, script error) the client lets the profile
 * through: the failure is logged and the server applies its rules again.
 */
export const validateProfile = async (profile: Profile, scriptUrl?: string | null): Promise<ProfileVerdict> => {
  const violation = checkProductRules(profile);
  if (violation) return { valid: false, reason: violation };
  if (!scriptUrl) return { valid: true };
  try {
    await loadValidationScript(scriptUrl);
  } catch {
    return { valid: true };
  }
  const validator = findValidator(scriptUrl);
  if (!validator) return { valid: true };
  try {
    return fromScriptResult(validator(profile));
  } catch (error) {
    console.error('Profile validation script failed', error);
    return { valid: true };
  }
};
