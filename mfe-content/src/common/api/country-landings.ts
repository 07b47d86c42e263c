import { apiClient, PRODUCT_RETRY } from '@qs/shared';

/** Country landings page by 15 (docs/product/content.md#landing-lists). */
export const LANDINGS_PAGE_SIZE = 15;

/** What the API accepts as a landing url: path segments of letters, digits, '-' and '_'. */
export const isLandingUrl = (url: string): boolean =>
  url.length <= 200 && /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/.test(url);

/** GET /api/country-landings?type&page[&state]: one page of a section's landings, of one department when `state` is set. */
export const getLandingList = (type: string, page: number, signal?: AbortSignal, state?: string | null) =>
  apiClient.get('/country-landings', { type, page, state }, { cache: true, signal });

/** GET /api/country-landings/states?type: the departments of a section's landings, in Spanish order. */
export const getLandingDepartments = (type: string, signal?: AbortSignal) =>
  apiClient
    .get(
      '/country-landings/states',
      { type },
      { cache: true, signal, retry: { ...PRODUCT_RETRY, message: 'Error al obtener las regiones' } },
    )
    .then((answer) => answer.data);

/** GET /api/country-landings/by-url?url=; `fresh` skips every cache (preview). A 404 rejects with ApiError 404. */
export const getLanding = (url: string, { signal, fresh = false }: { signal?: AbortSignal; fresh?: boolean } = {}) =>
  apiClient
    .get('/country-landings/by-url', fresh ? { url, forceRefresh: 1 } : { url }, {
      cache: !fresh,
      signal,
    })
    .then((answer) => answer.data);
