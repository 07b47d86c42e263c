import { apiClient, type PaymentInfo } from '@qs/shared';

/** GET /api/qppayment/insurance-payment/{id}; 204 (no payment methods) reads as none. */
export const getPaymentInfo = (planId: number, signal?: AbortSignal): Promise<PaymentInfo | undefined> =>
  apiClient
    .get(`/qppayment/insurance-payment/${planId}`, {}, { cache: true, signal })
    // The address answers a payment for a payment's id (pay_…); a plan's id answers its payment methods.
    .then((answer) => (answer && !('payment' in answer.data) ? answer.data : undefined));
