import { apiClient, useApiRequest } from '@qs/shared';

export interface MenuCategory {
  title: string;
  url: string;
  displayName?: string;
}

/** A top-level item of the menu service (seed 000 §3: title, url, icon, color, seoDescription, categories). */
export interface MenuItem {
  title: string;
  url: string;
  icon?: string;
  color?: string;
  seoDescription?: string;
  categories?: MenuCategory[];
}

/** GET /api/menu, the same cached call the header makes. */
export const getMenu = async (signal?: AbortSignal): Promise<MenuItem[]> => {
  const answer = await apiClient.get<{ data?: MenuItem[] }>('/menu', {}, { cache: true, signal });
  return Array.isArray(answer?.data) ? answer.data : [];
};

export const useMenu = () => useApiRequest('menu', getMenu);
