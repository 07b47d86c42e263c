import { apiClient, useApiRequest } from '@qs/shared';

/** The banner config (docs/product/results.md#compare-banner), as `GET /api/comparator/{id}/banner` answers it (designed here). */
export interface BannerConfig {
  isActive: boolean;
  /** The banner hosts the profile form (open on desktop). */
  homeCompare: boolean;
  title: string;
  description: string;
  img: string | null;
  color: string;
  icon: string;
}

/** The comparator's active banner, or null when it has none (204) or it is switched off. */
export const getBanner = async (comparatorSlug: string, signal: AbortSignal): Promise<BannerConfig | null> => {
  const body = await apiClient.get<{ data: BannerConfig } | undefined>(`/comparator/${encodeURIComponent(comparatorSlug)}/banner`, {}, { cache: true, signal });
  return body?.data?.isActive ? body.data : null;
};

export const useBanner = (comparatorSlug: string) => useApiRequest(comparatorSlug, (signal) => getBanner(comparatorSlug, signal));
