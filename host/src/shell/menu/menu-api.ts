import { apiClient, type MenuItem } from '@qs/shared';

export type { MenuItem, MenuCategory } from '@qs/shared';

export const getMenu = async (signal: AbortSignal): Promise<MenuItem[]> => {
  const answer = await apiClient.get<{ data?: MenuItem[] }>('/menu', {}, { cache: true, signal });
  return Array.isArray(answer?.data) ? answer.data : [];
};
