import { ApiError, type Landing, type LandingDepartment, type LandingListAnswer } from '@qs/shared';
import { getLanding, getLandingDepartments, getLandingList } from '../../../common/api/country-landings';

export interface LandingSection {
  /** The section's own CMS landing (title, summary, HTML); null when the CMS has none. */
  intro: Landing | null;
  list: LandingListAnswer;
  /** The departments of the section's landings for its filter; empty when the section has none (or they failed to load). */
  departments: LandingDepartment[];
  /** The department `list` holds (null: all), so a count always speaks of the list it counts. */
  department: string | null;
}

export interface LandingSectionOptions {
  /** Only the landings of this department (its two-digit code). */
  department?: string | null;
  /** Also load the departments the section can be filtered by. */
  withDepartments?: boolean;
}

const withoutNotFound = (request: Promise<Landing>): Promise<Landing | null> =>
  request.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

/** A section page: its CMS introduction and one page of its landings, in one request state. */
export const getLandingSection = async (
  type: string,
  page: number,
  signal?: AbortSignal,
  { department = null, withDepartments = false }: LandingSectionOptions = {},
): Promise<LandingSection> => {
  const [intro, list, departments] = await Promise.all([
    withoutNotFound(getLanding(type, { signal })),
    getLandingList(type, page, signal, department),
    // The filter is an extra: without its departments the list still shows, unfiltered.
    withDepartments ? getLandingDepartments(type, signal).catch((): LandingDepartment[] => []) : Promise.resolve([]),
  ]);
  return { intro, list, departments, department };
};
