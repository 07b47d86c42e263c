import { apiClient, colombia, type WhyUsItem } from '@qs/shared';

const isItem = (item: unknown): item is WhyUsItem =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as WhyUsItem).message === 'string' &&
  (item as WhyUsItem).message.trim() !== '';

/** GET /api/whyUs/{project} (the country's project, cached 5 min); items without a message are left out. */
export const getWhyUs = async (signal?: AbortSignal): Promise<WhyUsItem[]> => {
  const answer = await apiClient.get(`/whyUs/${encodeURIComponent(colombia.project)}`, {}, { cache: true, signal });
  return Array.isArray(answer?.data) ? answer.data.filter(isItem) : [];
};
