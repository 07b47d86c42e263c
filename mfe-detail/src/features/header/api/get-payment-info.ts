import { apiClient, type PaymentInfo } from '@qs/shared';

/** GET /api/qppayment/insurance-payment/{id}; 204 (no payment methods) reads as none. */
export const getPaymentInfo = (planId: number, signal?: AbortSignal): Promise<PaymentInfo | undefined> =>
  apiClient
    .get<{ data: PaymentInfo } | undefined>(`/qppayment/insurance-payment/${planId}`, {}, { cache: true, signal })
    .then((answer) => answer?.data);
