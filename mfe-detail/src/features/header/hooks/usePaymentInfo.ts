import { useApiRequest } from '@qs/shared';
import { getPaymentInfo } from '../api/get-payment-info';

/** The plan's payment methods, read once per plan. */
export const usePaymentInfo = (planId: number) =>
  useApiRequest(`payment-info:${planId}`, (signal) => getPaymentInfo(planId, signal));
