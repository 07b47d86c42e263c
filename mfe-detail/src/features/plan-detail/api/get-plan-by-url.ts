import { apiClient } from '@qs/shared';

/** The plan whose site path is `url` (/EPS/{org}/{plan}); 404 when no plan has it. */
export const getPlanByUrl = (url: string, signal?: AbortSignal) =>
  apiClient.get('/insurance/by-url', { url }, { cache: true, signal }).then((answer) => answer.data);
