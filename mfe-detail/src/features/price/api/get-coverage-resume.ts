import { apiClient, PRODUCT_RETRY } from '@qs/shared';

/**
 * GET /api/insurance/coverages/{id}/resume (docs/product/detail.md#price-detail: coverages resume). The API has no
 * separate top-amounts call: a benefit's top amount is its `compensation`, its deductible (copago) `deductible`.
 */
export const getCoverageResume = (planId: number, signal?: AbortSignal) =>
  apiClient
    .get(
      `/insurance/coverages/${planId}/resume`,
      {},
      {
        cache: true,
        signal,
        retry: { ...PRODUCT_RETRY, message: 'Error al obtener resumen de coberturas' },
      },
    )
    .then((answer) => answer.data);
