import { useApiRequest } from '@qs/shared';
import { getPlanByUrl } from '../api/get-plan-by-url';

/** The plan at `url`; `null` (an unparseable path) is not found. */
export const usePlanDetail = (url: string | null) =>
  useApiRequest(url === null ? null : `plan:${url}`, (signal) => getPlanByUrl(url!, signal));
