import { useApiRequest } from '@qs/shared';
import { getBanner } from '../api/get-banner';

export const useBanner = (comparatorSlug: string) =>
  useApiRequest(`banner:${comparatorSlug}`, (signal) => getBanner(comparatorSlug, signal));
