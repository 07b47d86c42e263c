import { apiClient, type SiteNotification } from '@qs/shared';

/** The current notification (GET /api/notifications/current), or null when there is none (204). */
export const getCurrentNotification = async (signal: AbortSignal): Promise<SiteNotification | null> => {
  const answer = await apiClient.get('/notifications/current', {}, { cache: true, signal });
  return answer?.data ?? null;
};
