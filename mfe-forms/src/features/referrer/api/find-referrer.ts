import { apiClient, type FoundReferrer as ReferrerAnswer } from '@qs/shared';

/** A referrer, or an advisor found by e-mail (GET /api/referrers/by-email), as the modal keeps it: its name trimmed. */
export type FoundReferrer = Omit<ReferrerAnswer, 'loggedAs'>;

/**
 * GET /referrers/by-email?email= (docs/product/forms.md#referrer-modal: "Get referrer by e-mail": name and e-mail, or empty). An empty
 * answer is null; nobody with that e-mail is a 404 ('Referidor ¡No encontrado!..'), thrown as an ApiError.
 * Not cached: a referrer just registered must be found on the next try.
 */
export const findReferrer = async (email: string, signal?: AbortSignal): Promise<FoundReferrer | null> => {
  const answer = await apiClient.get('/referrers/by-email', { email }, { signal });
  const data = answer?.data;
  if (!data || typeof data.name !== 'string' || !data.name.trim() || typeof data.email !== 'string') return null;
  return {
    email: data.email,
    name: data.name.trim(),
    ejecutivo: typeof data.ejecutivo === 'string' && data.ejecutivo ? data.ejecutivo : null,
  };
};
