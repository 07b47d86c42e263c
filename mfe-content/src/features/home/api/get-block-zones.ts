import { ApiError, COMPARATORS, apiClient, type BlockZone } from '@qs/shared';

const isBlockZone = (zone: unknown): zone is BlockZone =>
  typeof zone === 'object' &&
  zone !== null &&
  typeof (zone as BlockZone).title === 'string' &&
  (zone as BlockZone).title.trim() !== '';

/** GET /api/comparator/blockzone/{slug}; a comparator this site does not offer (404, e.g. on a partner site) has none. */
const getComparatorBlockZones = (slug: string, signal?: AbortSignal): Promise<BlockZone[]> =>
  apiClient.get(`/comparator/blockzone/${encodeURIComponent(slug)}`, {}, { cache: true, signal }).then(
    (answer) => (Array.isArray(answer?.data) ? answer.data.filter(isBlockZone) : []),
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    },
  );

/**
 * The home's promo blocks: the block zones of every comparator of the site (the ones its cards link), in
 * the cards' order, each promo once (by its url, else its title). One failing call fails the whole block.
 */
export const getHomeBlockZones = async (signal?: AbortSignal): Promise<BlockZone[]> => {
  const lists = await Promise.all(COMPARATORS.map((comparator) => getComparatorBlockZones(comparator.slug, signal)));
  const seen = new Set<string>();
  return lists.flat().filter((zone) => {
    const key = zone.url || zone.title;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
