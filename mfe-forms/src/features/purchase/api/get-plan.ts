import { apiClient, useApiRequest, type PlanDetail } from '@qs/shared';

/** GET /insurance/product/{code} (docs/product/forms.md#online-purchase): the plan being bought. Cached like other shared GETs. */
export const getPlanByCode = async (productCode: string, signal?: AbortSignal): Promise<PlanDetail> => {
  const answer = await apiClient.get(
    `/insurance/product/${encodeURIComponent(productCode)}`,
    {},
    { cache: true, signal },
  );
  return answer.data;
};

/** The plan of a product code, with loading, not-found and error states and a retry. */
export const usePlanByCode = (productCode: string) =>
  useApiRequest(`plan-by-code:${productCode}`, (signal) => getPlanByCode(productCode, signal));
