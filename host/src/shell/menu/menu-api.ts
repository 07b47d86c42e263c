import { apiClient } from '@qs/shared';

/** A category of a top-level menu item (seed 000 §3). */
export interface MenuCategory {
  title: string;
  url: string;
  displayName?: string;
}

/** A top-level menu item as GET /api/menu answers it. */
export interface MenuItem {
  title: string;
  url: string;
  icon?: string;
  color?: string;
  seoDescription?: string;
  categories?: MenuCategory[];
  preloadBundle?: unknown;
}

export const getMenu = async (signal: AbortSignal): Promise<MenuItem[]> => {
  const answer = await apiClient.get<{ data?: MenuItem[] }>('/menu', {}, { cache: true, signal });
  return Array.isArray(answer?.data) ? answer.data : [];
};
