import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStepSubmit } from '../hooks/useStepSubmit';

export interface CancelPurchaseProps {
  onCancel: () => Promise<unknown>;
}

/**
 * 'Cancelar la compra', asked twice: the question takes the focus, 'Sí, cancelar la compra' closes the purchase
 * and its lead (the API's 409 — a payment that became pending meanwhile — is shown in its words), 'No, seguir
 * comprando' puts the focus back on the first button.
 */
export const CancelPurchase = ({ onCancel }: CancelPurchaseProps) => {
  const { t } = useTranslation('forms');
  const questionId = useId();
  const [asking, setAsking] = useState(false);
  const { saving, failure, run } = useStepSubmit();
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <p className="qs-checkout__cancel">
        <button ref={opener} type="button" className="qs-checkout__cancel-open" onClick={() => setAsking(true)}>
          {t('checkout.cancel.open')}
        </button>
      </p>
    );
  }
  return (
    <div className="qs-checkout__cancel qs-checkout__cancel--asking" role="group" aria-labelledby={questionId}>
      <p id={questionId} ref={question} tabIndex={-1}>
        {t('checkout.cancel.question')}
      </p>
      {failure && (
        <p className="qs-checkout__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="qs-checkout__cancel-actions">
        <button
          type="button"
          className="qs-button qs-checkout__cancel-confirm"
          disabled={saving}
          onClick={() => void run(onCancel)}
        >
          {saving ? t('checkout.cancel.cancelling') : t('checkout.cancel.confirm')}
        </button>
        <button type="button" className="qs-checkout__cancel-keep" disabled={saving} onClick={() => setAsking(false)}>
          {t('checkout.cancel.keep')}
        </button>
      </div>
    </div>
  );
};
