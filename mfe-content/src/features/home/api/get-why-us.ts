import { apiClient, colombia } from '@qs/shared';

/** An item of the 'why choose us' block, as GET /api/whyUs/{project} gives it. */
export interface WhyUsItem {
  message: string;
  /** An icon name ('compare', 'free', 'advisor', 'lock', 'clock'…); unknown names get a check mark. */
  icon?: string;
}

const isItem = (item: unknown): item is WhyUsItem =>
  typeof item === 'object' && item !== null && typeof (item as WhyUsItem).message === 'string' && (item as WhyUsItem).message.trim() !== '';

/** GET /api/whyUs/{project} (the country's project, cached 5 min); items without a message are left out. */
export const getWhyUs = async (signal?: AbortSignal): Promise<WhyUsItem[]> => {
  const answer = await apiClient.get<{ data?: unknown }>(`/whyUs/${encodeURIComponent(colombia.project)}`, {}, { cache: true, signal });
  return Array.isArray(answer?.data) ? answer.data.filter(isItem) : [];
};
