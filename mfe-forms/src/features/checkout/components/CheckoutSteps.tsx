import { useTranslation } from 'react-i18next';
import type { PurchaseView } from '@qs/shared';

export interface CheckoutStepsProps {
  purchase: PurchaseView;
  /** The step shown (the current one, or a done one the visitor went back to). */
  shown: string;
  /** A done data step can be opened again to correct it. */
  onEdit: (step: string) => void;
  editable: readonly string[];
}

/** The purchase's steps in order: done ones (correctable), the current one, those to come. */
export const CheckoutSteps = ({ purchase, shown, onEdit, editable }: CheckoutStepsProps) => {
  const { t } = useTranslation('forms');
  const current = purchase.steps.indexOf(purchase.step);
  return (
    <ol className="qs-checkout__steps" aria-label={t('checkout.stepsLabel')}>
      {purchase.steps.map((step, index) => {
        const name = t(`checkout.steps.${step}`);
        const done = index < current || (index === current && purchase.leadStatus.id === 501);
        return (
          <li
            key={step}
            className={`qs-checkout__step${done ? ' qs-checkout__step--done' : ''}`}
            aria-current={step === shown ? 'step' : undefined}
          >
            {done &&
            editable.includes(step) &&
            step !== shown &&
            purchase.leadStatus.id !== 501 &&
            purchase.payment !== 'PENDING' ? (
              <button
                type="button"
                className="qs-checkout__edit"
                onClick={() => onEdit(step)}
                aria-label={t('checkout.edit', { step: name })}
              >
                {name}
              </button>
            ) : (
              <span>{name}</span>
            )}
            {done && <span className="qs-checkout__sr"> ({t('checkout.stepDone')})</span>}
          </li>
        );
      })}
    </ol>
  );
};
