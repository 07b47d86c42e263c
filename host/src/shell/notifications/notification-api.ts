import { apiClient } from '@qs/shared';

/** The site's current notification (GET /api/notifications/current). */
export interface SiteNotification {
  id: string | number;
  title: string;
  message: string;
}

/** The current notification, or null when there is none. */
export const getCurrentNotification = async (signal: AbortSignal): Promise<SiteNotification | null> => {
  const answer = await apiClient.get<{ data?: SiteNotification | null }>('/notifications/current', {}, { cache: true, signal });
  return answer?.data ?? null;
};
