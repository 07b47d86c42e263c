import { apiClient, type ComparatorBanner } from '@qs/shared';

/** The comparator's active banner, or null when it has none (204) or it is switched off. */
export const getBanner = async (comparatorSlug: string, signal: AbortSignal): Promise<ComparatorBanner | null> => {
  const body = await apiClient.get(
    `/comparator/${encodeURIComponent(comparatorSlug)}/banner`,
    {},
    { cache: true, signal },
  );
  return body?.data?.isActive ? body.data : null;
};
