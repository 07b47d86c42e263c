import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@qs/shared';

/**
 * Sends a step and keeps what the visitor sees while it goes: `saving`, then the API's own refusal (a rule it
 * checks again) or the generic text when it did not answer. The typed values stay in the form either way.
 */
export const useStepSubmit = () => {
  const { t } = useTranslation('forms');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async <T>(send: () => Promise<T>): Promise<T | undefined> => {
    setSaving(true);
    setFailure(null);
    try {
      return await send();
    } catch (error) {
      console.error('Error al guardar el paso de la compra.', error);
      setFailure(
        error instanceof ApiError && error.status < 500 && error.message ? error.message : t('checkout.failure'),
      );
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return { saving, failure, run };
};
