import type { Profile } from '@qs/shared';
import { findValidator, loadValidationScript } from '../../profile-form';
import type { DynamicFormAnswers } from '../model/definition';

/**
 * The definition's validationScript (a same-origin URL, loaded and looked up as the profile form's).
 * A script that cannot be used (refused, not loaded, class missing) lets the answers through, as the
 * profile form does: the server validates again. A script that throws or answers anything but a
 * plain yes fails (docs/product/forms.md#validation-script: the button then reads 'Por favor verifique los datos ingresados').
 */
export const passesValidationScript = async (scriptUrl: string, answers: DynamicFormAnswers): Promise<boolean> => {
  try {
    await loadValidationScript(scriptUrl);
  } catch {
    return true;
  }
  const validator = findValidator(scriptUrl);
  if (!validator) return true;
  try {
    // The registered validators take what their form collects; here, the answers by fldName.
    const result = validator(answers as unknown as Profile);
    return Boolean(result) && typeof result !== 'string';
  } catch (error) {
    console.error('Dynamic form validation script failed', error);
    return false;
  }
};
