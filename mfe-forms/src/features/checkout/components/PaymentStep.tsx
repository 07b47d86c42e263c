import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { formatCop, formatPlanPrice, type PaymentView, type PurchaseView } from '@qs/shared';
import { FormField } from '../../../common/components/FormField';
import { makeCardSchema, type CardValues } from '../model/checkout-schemas';
import {
  CARD_NUMBER_MAX_LENGTH,
  caretAfterFormat,
  EXPIRY_MAX_LENGTH,
  formatCardNumber,
  formatExpiry,
} from '../model/card-format';
import type { CardPayment } from '../api/purchase-api';
import { useCheckoutMessages } from '../hooks/useCheckoutMessages';
import { useStepSubmit } from '../hooks/useStepSubmit';
import { ChargeSummary } from './ChargeSummary';
import { StepForm } from './StepForm';

export interface PaymentStepProps {
  purchase: PurchaseView;
  onPeriodicity: (periodicity: string) => Promise<unknown>;
  onPay: (card: CardPayment) => Promise<PaymentView>;
}

const CARD_FIELDS = [
  ['holderName', 'cc-name', 'text'],
  ['cardNumber', 'cc-number', 'numeric'],
  ['expiry', 'cc-exp', 'numeric'],
  ['securityCode', 'cc-csc', 'numeric'],
] as const;

/** The fields written as the card shows them while typed (model/card-format.ts), and how long each may get. */
const FORMATTED: Partial<Record<keyof CardValues, { format: (text: string) => string; maxLength: number }>> = {
  cardNumber: { format: formatCardNumber, maxLength: CARD_NUMBER_MAX_LENGTH },
  expiry: { format: formatExpiry, maxLength: EXPIRY_MAX_LENGTH },
};

/** Rewrites the input's text before the form reads it, keeping the caret after the same digits. */
const reformat = (event: ChangeEvent<HTMLInputElement>, format: (text: string) => string) => {
  const input = event.target;
  const caret = input.selectionStart ?? input.value.length;
  const formatted = format(input.value);
  if (formatted === input.value) return;
  const at = caretAfterFormat(input.value, caret, formatted);
  input.value = formatted;
  input.setSelectionRange(at, at);
};

/**
 * How often to pay (each periodicity with the API's charge), the charge's lines with the provider's fee and its
 * tax, and the card. A rejection shows the provider's message and the form stays for another try; a pending
 * payment waits for its notification (the page asks again by itself).
 */
export const PaymentStep = ({ purchase, onPeriodicity, onPay }: PaymentStepProps) => {
  const { t } = useTranslation('forms');
  const id = useId();
  const messages = useCheckoutMessages();
  const schema = useMemo(() => makeCardSchema(messages, new Date()), [messages]);
  const { register, handleSubmit, formState, reset } = useForm<CardValues>({
    resolver: zodResolver(schema),
    defaultValues: { holderName: '', cardNumber: '', expiry: '', securityCode: '' },
  });
  const { saving, failure, run } = useStepSubmit();
  const [rejected, setRejected] = useState<PaymentView | null>(null);
  // After a refusal the focus goes to its message: the visitor hears it and starts again from there.
  const rejectedNote = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (rejected) rejectedNote.current?.focus();
  }, [rejected]);
  const pending = purchase.payment === 'PENDING';
  const submit = handleSubmit((values) =>
    run(async () => {
      setRejected(null);
      const payment = await onPay(values);
      if (payment.status === 'rejected') {
        setRejected(payment);
        // The card's number and code are not kept on the page after an attempt.
        reset({ ...values, cardNumber: '', securityCode: '' });
      }
    }),
  );

  if (pending) {
    return (
      <p className="qs-checkout__pending" role="status">
        {t('checkout.payment.pending')}
      </p>
    );
  }
  return (
    <div className="qs-checkout__payment">
      {purchase.ageChange && <AgeChange change={purchase.ageChange} price={purchase.price} />}
      <fieldset className="qs-checkout__periodicities">
        <legend>{t('checkout.payment.periodicity')}</legend>
        {purchase.charges.map((charge) => (
          <label key={charge.periodicity} className="qs-checkout__choice">
            <input
              type="radio"
              name={`${id}-periodicity`}
              value={charge.periodicity}
              checked={purchase.charge.periodicity === charge.periodicity}
              onChange={() => void run(() => onPeriodicity(charge.periodicity))}
            />
            <span>
              {t(`checkout.payment.periodicities.${charge.periodicity}`)} —{' '}
              {t('checkout.payment.perPeriod', { amount: formatCop(charge.total), count: charge.paymentsPerYear })}
            </span>
          </label>
        ))}
      </fieldset>
      <ChargeSummary charge={purchase.charge} />
      {rejected && (
        <div ref={rejectedNote} tabIndex={-1} className="qs-checkout__rejected" role="alert">
          <p className="qs-checkout__rejected-title">{t('checkout.payment.rejected')}</p>
          <p>{rejected.message}</p>
          <p>{t('checkout.payment.tryAgain')}</p>
        </div>
      )}
      <StepForm
        label={t('checkout.payment.card')}
        onSubmit={submit}
        saving={saving}
        failure={failure}
        submitLabel={t('checkout.payment.submit', { amount: formatCop(purchase.charge.total) })}
      >
        <p className="qs-checkout__intro">{t('checkout.payment.cards')}</p>
        {CARD_FIELDS.map(([name, autoComplete, inputMode]) => {
          const field = register(name);
          const formatted = FORMATTED[name];
          const onChange = formatted
            ? (event: ChangeEvent<HTMLInputElement>) => {
                reformat(event, formatted.format);
                return field.onChange(event);
              }
            : field.onChange;
          return (
            <FormField
              key={name}
              id={`${id}-${name}`}
              label={t(`checkout.payment.${name}`)}
              error={formState.errors[name]?.message}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  {...field}
                  onChange={onChange}
                  maxLength={formatted?.maxLength}
                  className="qs-field__control"
                  autoComplete={autoComplete}
                  inputMode={inputMode}
                />
              )}
            </FormField>
          );
        })}
      </StepForm>
    </div>
  );
};

/**
 * The birth date of the personal data gave another age than the profile's: the purchase was priced again on it
 * (docs/adr/0019-online-purchase.md), and the visitor reads the new price, and the one before, ahead of paying.
 */
const AgeChange = ({
  change,
  price,
}: {
  change: NonNullable<PurchaseView['ageChange']>;
  price: PurchaseView['price'];
}) => {
  const { t } = useTranslation('forms');
  const values = {
    age: change.age,
    profileAge: change.profileAge,
    price: formatPlanPrice(price),
    previous: formatPlanPrice(change.previousPrice),
  };
  return (
    <p className="qs-checkout__notice">
      {t(change.profileAge === null ? 'checkout.payment.ageChangeNoProfileAge' : 'checkout.payment.ageChange', values)}
    </p>
  );
};
