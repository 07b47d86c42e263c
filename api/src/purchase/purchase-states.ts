import { HttpError } from '../http/errors';
import { LEAD_STATUSES, LEAD_SUB_STATUSES } from '@qs/contract';

/**
 * The purchase's steps and states (docs/adr/0019-online-purchase.md). The product lists the steps, the lead
 * statuses 500 'Contratacion Online' and 501 'Pendiente de confirmación', sub-statuses 300–305 for the purchase
 * steps under 500 (all in the one enumeration of contract/lead-statuses.ts), and the sale and payment states; which
 * sub-status means which step, and the transitions, are this site's design, written here once.
 */
export const PERSON_STEPS = ['personal-data', 'health-statement', 'payment', 'success'] as const;
export const COMPANY_STEPS = ['company-data', 'employee-data', 'executive-assignment', 'confirmation'] as const;
export type PurchaseKind = 'person' | 'company';
export type PurchaseStep = (typeof PERSON_STEPS)[number] | (typeof COMPANY_STEPS)[number];

export const stepsOf = (kind: PurchaseKind): readonly PurchaseStep[] =>
  kind === 'person' ? PERSON_STEPS : COMPANY_STEPS;

/** The lead statuses a purchase passes: 500 while it is bought, 501 paid or confirmed, 3 'Cerrado' when cancelled. */
export const PURCHASE_LEAD_STATUSES = [
  LEAD_STATUSES.onlinePurchase.id,
  LEAD_STATUSES.pendingConfirmation.id,
  LEAD_STATUSES.closed.id,
] as const;
export type PurchaseLeadStatus = (typeof PURCHASE_LEAD_STATUSES)[number];

/** The purchase sub-statuses under 500, in the order a purchase passes them. */
export const PURCHASE_SUB_STATUS = {
  started: LEAD_SUB_STATUSES.purchaseStarted,
  firstStepDone: LEAD_SUB_STATUSES.purchaseFirstStepDone,
  secondStepDone: LEAD_SUB_STATUSES.purchaseSecondStepDone,
  paymentPending: LEAD_SUB_STATUSES.purchasePaymentPending,
  paymentRejected: LEAD_SUB_STATUSES.purchasePaymentRejected,
  paid: LEAD_SUB_STATUSES.purchasePaid,
} as const;
export type PurchaseSubStatus = (typeof PURCHASE_SUB_STATUS)[keyof typeof PURCHASE_SUB_STATUS]['id'];

/** The product's sale and payment states (docs/product/api.md#sale-and-payment-states). */
export const SALE_STATES = [
  'OK',
  'FAIL',
  'PENDING',
  'SUBS_CANCELLED_SUCCESS_PAYMENT',
  'SUBS_CANCELLED_WITHOUT_PAYMENT',
  'PENDING_CANCELLATION',
  'OVERDUE',
  'CANCELLATION_REQUEST',
] as const;
export const PAYMENT_STATES = ['OK', 'FAIL', 'REFUND', 'REQUEST_REFUND', 'VOID', 'DECLINED', 'PENDING'] as const;
export type SaleState = (typeof SALE_STATES)[number];
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface PurchaseState {
  kind: PurchaseKind;
  /** The step the visitor is on (the first not completed). */
  step: PurchaseStep;
  leadStatus: PurchaseLeadStatus;
  subStatus: PurchaseSubStatus | null;
  sale: SaleState;
  /** The last payment attempt's state, null before the first. */
  payment: PaymentState | null;
}

export type PurchaseEvent =
  | { type: 'step-saved'; step: PurchaseStep }
  | { type: 'payment-pending' }
  | { type: 'payment-rejected' }
  | { type: 'payment-approved' }
  /** A company purchase's executive is assigned and the visitor confirms it. */
  | { type: 'confirmed' }
  /** The visitor gives the purchase up before paying or confirming it. */
  | { type: 'cancelled' };

export const startState = (kind: PurchaseKind): PurchaseState => ({
  kind,
  step: stepsOf(kind)[0]!,
  leadStatus: 500,
  subStatus: PURCHASE_SUB_STATUS.started.id,
  sale: 'PENDING',
  payment: null,
});

const refuse = (state: PurchaseState, what: string): never => {
  throw new HttpError(409, `La compra no admite ${what} en el paso ${state.step}.`);
};

/**
 * The next state of a purchase, or 409 for an event its state does not admit. A step may be saved again while the
 * purchase is not paid (the visitor went back to correct it): the step stays where it was. Nothing changes once
 * paid or confirmed (501) or cancelled (3, Cerrado), and a payment pending takes no new attempt, and no
 * cancellation, until its notification arrives.
 */
export const nextState = (state: PurchaseState, event: PurchaseEvent): PurchaseState => {
  const steps = stepsOf(state.kind);
  const at = steps.indexOf(state.step);
  if (state.leadStatus === 501) return refuse(state, 'cambios: ya está pagada o confirmada');
  if (state.leadStatus === LEAD_STATUSES.closed.id) return refuse(state, 'cambios: fue cancelada');
  switch (event.type) {
    case 'step-saved': {
      const index = steps.indexOf(event.step);
      // Only the two data steps are saved; the payment and the confirmation have their own events.
      if (index < 0 || index > 1 || index > at) return refuse(state, `el paso ${event.step}`);
      if (state.payment === 'PENDING') return refuse(state, 'cambios mientras el pago está pendiente');
      if (index < at) return state; // corrected: the visitor is where they were
      const subStatus = index === 0 ? PURCHASE_SUB_STATUS.firstStepDone.id : PURCHASE_SUB_STATUS.secondStepDone.id;
      return { ...state, step: steps[index + 1]!, subStatus };
    }
    case 'payment-pending':
    case 'payment-rejected':
    case 'payment-approved': {
      if (state.kind !== 'person' || state.step !== 'payment') return refuse(state, 'un pago');
      if (event.type === 'payment-pending') {
        if (state.payment === 'PENDING') return refuse(state, 'otro pago mientras uno está pendiente');
        return { ...state, subStatus: PURCHASE_SUB_STATUS.paymentPending.id, payment: 'PENDING' };
      }
      if (event.type === 'payment-rejected')
        return { ...state, subStatus: PURCHASE_SUB_STATUS.paymentRejected.id, payment: 'DECLINED' };
      return {
        ...state,
        step: 'success',
        leadStatus: 501,
        subStatus: PURCHASE_SUB_STATUS.paid.id,
        sale: 'OK',
        payment: 'OK',
      };
    }
    case 'cancelled': {
      if (state.payment === 'PENDING') return refuse(state, 'la cancelación mientras el pago está pendiente');
      return { ...state, leadStatus: LEAD_STATUSES.closed.id, subStatus: null, sale: 'FAIL' };
    }
    case 'confirmed': {
      if (state.kind !== 'company' || state.step !== 'executive-assignment') return refuse(state, 'la confirmación');
      return { ...state, step: 'confirmation', leadStatus: 501, subStatus: PURCHASE_SUB_STATUS.paid.id, sale: 'OK' };
    }
  }
};
