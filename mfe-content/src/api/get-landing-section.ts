import { ApiError, useApiRequest } from '@qs/shared';
import { getLanding, getLandingList, type Landing, type LandingList } from './country-landings';

export interface LandingSection {
  /** The section's own CMS landing (title, summary, HTML); null when the CMS has none. */
  intro: Landing | null;
  list: LandingList;
}

const withoutNotFound = (request: Promise<Landing>): Promise<Landing | null> =>
  request.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

/** A section page: its CMS introduction and one page of its landings, in one request state. */
export const getLandingSection = async (type: string, page: number, signal?: AbortSignal): Promise<LandingSection> => {
  const [intro, list] = await Promise.all([withoutNotFound(getLanding(type, { signal })), getLandingList(type, page, signal)]);
  return { intro, list };
};

export const useLandingSection = (type: string, page: number) =>
  useApiRequest(`landing-section-${type}-${page}`, (signal) => getLandingSection(type, page, signal));
