import { useApiRequest } from '@qs/shared';
import { getLandingSection, type LandingSectionOptions } from '../api/get-landing-section';

export const useLandingSection = (type: string, page: number, options: LandingSectionOptions = {}) =>
  useApiRequest(
    `landing-section-${type}-${page}-${options.department ?? ''}-${options.withDepartments ? 'd' : ''}`,
    (signal) => getLandingSection(type, page, signal, options),
  );
